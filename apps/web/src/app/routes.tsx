import { Navigate, type RouteObject } from 'react-router';
import { INVITE_PATH } from '@lf/protocol';
import { lazyScreen, type ScreenModule } from './lazyScreen';
import { PASSWORD_CHANGE_PATH, requireUser } from './sessionGate';
import type { TitleKey } from './routeTitle';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { ManageHome, RequirePermission } from './RequirePermission';
import { RequirePasswordChange } from './RequirePasswordChange';
import { designerPageLoader, reloadOnOtherPage } from '../features/project/designerRoute';
import { AppShell } from './shell/AppShell';
import { ScreenFrame } from './ScreenFrame';
import { ScreenLoadError } from './ScreenLoadError';
import { ScreenSpinner } from './ScreenSpinner';

/**
 * The route table of SPEC §2, in one place. Every screen is loaded on demand, its code fetched
 * alongside the navigation's session check; a screen that a later issue delivers is the generic
 * "not yet available" page, titled from its `title` key.
 */
const LoginPage: ScreenModule = () => import('../features/account/LoginPage');
const AccountConfigPage: ScreenModule = () => import('../features/account/AccountConfigPage');
const OperationLogPage: ScreenModule = () => import('../features/account/OperationLogPage');
const SecurityOverviewPage: ScreenModule = () =>
  import('../features/account/security/SecurityOverviewPage');
const AccountInfoPage: ScreenModule = () => import('../features/account/security/AccountInfoPage');
const SetupChooserPage: ScreenModule = () =>
  import('../features/account/security/setup/SetupChooserPage');
const SetupVerifyPage: ScreenModule = () =>
  import('../features/account/security/setup/SetupVerifyPage');
const SetupPasswordPage: ScreenModule = () =>
  import('../features/account/security/setup/SetupPasswordPage');
const SetupBindPage: ScreenModule = () =>
  import('../features/account/security/setup/SetupBindPage');
const SetupQuestionPage: ScreenModule = () =>
  import('../features/account/security/setup/SetupQuestionPage');
const SetupSuccessPage: ScreenModule = () =>
  import('../features/account/security/setup/SetupSuccessPage');
const FindpwdAccountPage: ScreenModule = () =>
  import('../features/account/findpwd/FindpwdAccountPage');
const FindpwdValidatePage: ScreenModule = () =>
  import('../features/account/findpwd/FindpwdValidatePage');
const FindpwdVerifyPage: ScreenModule = () =>
  import('../features/account/findpwd/FindpwdVerifyPage');
const FindpwdPasswordPage: ScreenModule = () =>
  import('../features/account/findpwd/FindpwdPasswordPage');
const FindpwdFinishPage: ScreenModule = () =>
  import('../features/account/findpwd/FindpwdFinishPage');
const NotFoundPage: ScreenModule = () => import('../features/common/NotFoundPage');
const ComingSoonPage: ScreenModule = () => import('../features/common/ComingSoonPage');
const EgListPage: ScreenModule = () => import('../features/monitor/EgListPage');
const EgDetailPage: ScreenModule = () => import('../features/monitor/EgDetailPage');
const EgConfigurationPage: ScreenModule = () => import('../features/monitor/EgConfigurationPage');
const GmListPage: ScreenModule = () => import('../features/monitor/GmListPage');
const GmGroupPage: ScreenModule = () => import('../features/monitor/GmGroupPage');
const OcInfoPage: ScreenModule = () => import('../features/monitor/OcInfoPage');
const OcInfoDetailPage: ScreenModule = () => import('../features/monitor/OcInfoDetailPage');
const GmVueDetailPage: ScreenModule = () => import('../features/monitor/GmVueDetailPage');
const GmDetailPage: ScreenModule = () => import('../features/monitor/GmDetailPage');
const DesignerPage: ScreenModule = () => import('../features/project/DesignerPage');
const ConfigurationEditorPage: ScreenModule = () =>
  import('../features/project/configuration/ConfigurationEditorPage');
const ProjectListPage: ScreenModule = () => import('../features/project/ProjectListPage');
const ProjectHomeScreen: ScreenModule = () =>
  import('../features/project/viewer/HomeRedirectScreen');
const ProjectMonitorPage: ScreenModule = () =>
  import('../features/project/viewer/ProjectMonitorPage');
const PreviewPage: ScreenModule = () => import('../features/project/viewer/PreviewPage');
const AdminEquipmentListPage: ScreenModule = () => import('../features/admin/EquipmentListPage');
const AdminEquipmentEditPage: ScreenModule = () => import('../features/admin/EquipmentEditPage');
const AdminGatewayPage: ScreenModule = () => import('../features/admin/GatewayPage');
const AdminHardwarePage: ScreenModule = () => import('../features/admin/HardwarePage');
const AdminProtocolPage: ScreenModule = () => import('../features/admin/ProtocolPage');
const AdminModelPage: ScreenModule = () => import('../features/admin/ModelPage');
const AdminSystemMsgPage: ScreenModule = () => import('../features/admin/SystemMsgPage');
const AdminFramePage: ScreenModule = () => import('../features/admin/FramePage');
const MessageListPage: ScreenModule = () => import('../features/message/MessageListPage');
const MessageDetailPage: ScreenModule = () => import('../features/message/MessageDetailPage');
const ShareJoinPage: ScreenModule = () => import('../features/share/ShareJoinPage');
const MapPage: ScreenModule = () => import('../features/map/MapPage');
const AlarmSummaryPage: ScreenModule = () => import('../features/alarm/AlarmSummaryPage');
const AlarmJournalPage: ScreenModule = () => import('../features/alarm/AlarmJournalPage');
const AlarmKpiPage: ScreenModule = () => import('../features/alarm/AlarmKpiPage');
const DataCenterPage: ScreenModule = () => import('../features/dataCenter/DataCenterPage');
const SystemSettingsPage: ScreenModule = () => import('../features/settings/SystemSettingsPage');
const UserListPage: ScreenModule = () => import('../features/users/UserListPage');
const RoleListPage: ScreenModule = () => import('../features/users/RoleListPage');
const InvitePage: ScreenModule = () => import('../features/users/InvitePage');
const PasswordChangePage: ScreenModule = () => import('../features/users/PasswordChangePage');

function screen(path: string, title: TitleKey, load = ComingSoonPage): RouteObject {
  return { path, lazy: lazyScreen(load), errorElement: <ScreenLoadError />, handle: { title } };
}

function redirectIndex(to: string): RouteObject {
  return { index: true, element: <Navigate to={to} replace /> };
}

const findpwdRoutes: RouteObject = {
  path: 'findpwd',
  children: [
    redirectIndex('/findpwd/account'),
    screen('account', 'route.findpwdAccount', FindpwdAccountPage),
    screen('validate', 'route.findpwdValidate', FindpwdValidatePage),
    screen('validate/tel', 'route.findpwdValidateTel', FindpwdVerifyPage),
    screen('validate/email', 'route.findpwdValidateEmail', FindpwdVerifyPage),
    screen('validate/question', 'route.findpwdValidateQuestion', FindpwdVerifyPage),
    screen('password', 'route.findpwdPassword', FindpwdPasswordPage),
    screen('finish', 'route.findpwdFinish', FindpwdFinishPage),
  ],
};

function messageCentre(base: 'message' | 'msg', detailPath: string): RouteObject {
  return {
    path: base,
    children: [
      redirectIndex(`/${base}/messageAll`),
      screen('messageAll', 'route.messageAll', MessageListPage),
      screen('messageReaden', 'route.messageReaden', MessageListPage),
      screen('messageUnReaden', 'route.messageUnReaden', MessageListPage),
      screen(detailPath, 'route.messageDetail', MessageDetailPage),
    ],
  };
}

const manageRoutes: RouteObject = {
  path: 'manage',
  element: <RequirePermission />,
  children: [
    { index: true, element: <ManageHome /> },
    screen('frame/:path', 'route.manageFrame', AdminFramePage),
    screen('frame/:path/:openFlag', 'route.manageFrame', AdminFramePage),
    screen('eg/equipment/list', 'route.equipmentList', AdminEquipmentListPage),
    screen('eg/equipment/add', 'route.equipmentAdd', AdminEquipmentEditPage),
    screen('eg/equipment/edit/:id', 'route.equipmentEdit', AdminEquipmentEditPage),
    screen('eg/gateway', 'route.gateway', AdminGatewayPage),
    screen('system/hardware', 'route.hardware', AdminHardwarePage),
    screen('system/protocol', 'route.protocol', AdminProtocolPage),
    screen('system/model', 'route.model', AdminModelPage),
    screen('system/msg', 'route.systemMsg', AdminSystemMsgPage),
    screen('system/settings', 'route.systemSettings', SystemSettingsPage),
    screen('system/user', 'route.users', UserListPage),
    screen('system/role', 'route.roles', RoleListPage),
    screen('eg/project/list', 'route.projectList', ProjectListPage),
    screen('eg/configuration/:id', 'route.configuration', ConfigurationEditorPage),
  ],
};

const monitorRoutes: RouteObject = {
  path: 'monitor',
  children: [
    redirectIndex('/monitor/eg/list'),
    screen('eg/list', 'route.egList', EgListPage),
    screen('eg/detail/list/:id/:alarm', 'route.egDetailList', EgDetailPage),
    screen(
      'eg/detail/configuration/:id/:alarm',
      'route.egDetailConfiguration',
      EgConfigurationPage,
    ),
    screen('gm/list', 'route.gmList', GmListPage),
    screen('gm/group', 'route.gmGroup', GmGroupPage),
    screen('gm/ocInfo', 'route.ocInfo', OcInfoPage),
    screen('gm/ocInfo/:ocId', 'route.ocInfoDetail', OcInfoDetailPage),
    screen('gm/vuedetail/:equipId', 'route.gmVueDetail', GmVueDetailPage),
    screen('gm/detail/:id/:ruleType/:openType', 'route.gmDetail', GmDetailPage),
    {
      path: 'project/:projectId',
      handle: { title: 'route.projectMonitor' },
      children: [
        {
          index: true,
          lazy: lazyScreen(ProjectHomeScreen),
          errorElement: <ScreenLoadError />,
        },
        screen('page/:pageId', 'route.projectPage', ProjectMonitorPage),
      ],
    },
  ],
};

const securitySetupRoutes: RouteObject = {
  path: 'security/sms/setup',
  children: [
    {
      path: 'validate',
      children: [
        // The choice of proof for a password change (the other changes have X/validate).
        {
          index: true,
          lazy: lazyScreen(SetupChooserPage),
          errorElement: <ScreenLoadError />,
          handle: { title: 'route.setupValidate' },
        },
        screen('tel/:type', 'route.setupValidateTel', SetupVerifyPage),
        screen('email', 'route.setupValidateEmail', SetupVerifyPage),
        screen('question', 'route.setupValidateQuestion', SetupVerifyPage),
        screen('password', 'route.setupValidatePassword', SetupVerifyPage),
      ],
    },
    screen('password', 'route.setupPassword', SetupPasswordPage),
    screen('tel/validate', 'route.setupTelValidate', SetupChooserPage),
    screen('tel', 'route.setupTel', SetupBindPage),
    screen('email/validate', 'route.setupEmailValidate', SetupChooserPage),
    screen('email', 'route.setupEmail', SetupBindPage),
    screen('question/validate', 'route.setupQuestionValidate', SetupChooserPage),
    screen('question', 'route.setupQuestion', SetupQuestionPage),
    screen('success/:type', 'route.setupSuccess', SetupSuccessPage),
  ],
};

const alarmRoutes: RouteObject = {
  path: 'alarm',
  children: [
    redirectIndex('/alarm/summary'),
    screen('summary', 'route.alarmSummary', AlarmSummaryPage),
    screen('journal', 'route.alarmJournal', AlarmJournalPage),
    screen('kpi', 'route.alarmKpi', AlarmKpiPage),
  ],
};

const accountRoutes: RouteObject = {
  path: 'account',
  children: [
    redirectIndex('/account/security/sms'),
    screen('security/sms', 'route.accountSecurity', SecurityOverviewPage),
    screen('security/nosms', 'route.accountSecurity', SecurityOverviewPage),
    securitySetupRoutes,
    screen('info/sms', 'route.accountInfo', AccountInfoPage),
    screen('info/nosms', 'route.accountInfo', AccountInfoPage),
    screen('config', 'route.accountConfig', AccountConfigPage),
    screen('log', 'route.accountLog', OperationLogPage),
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <ScreenSpinner />,
    children: [
      redirectIndex('/login'),
      screen('login', 'route.login', LoginPage),
      screen('login.jsp', 'route.login', LoginPage),
      screen('404', 'route.notFound', NotFoundPage),
      screen(INVITE_PATH.slice(1), 'route.invite', InvitePage),
      findpwdRoutes,
      {
        id: 'gated',
        loader: requireUser,
        element: <RequirePasswordChange />,
        children: [
          {
            element: <AppShell />,
            children: [
              screen('map', 'route.map', MapPage),
              screen('datacenter', 'route.dataCenter', DataCenterPage),
              messageCentre('message', 'detail/:msgType/:msgId'),
              messageCentre('msg', 'detail/:menuType/:msgType/:dataId'),
              manageRoutes,
              monitorRoutes,
              alarmRoutes,
              accountRoutes,
              screen('share/join/:token', 'route.shareJoin', ShareJoinPage),
            ],
          },
          {
            // Opened in their own window or full screen: no header and navigation around them.
            element: <ScreenFrame />,
            children: [
              screen(PASSWORD_CHANGE_PATH.slice(1), 'route.passwordChange', PasswordChangePage),
              screen(
                'system/msg/detail/:dataId/:msgType',
                'route.systemMsgDetail',
                MessageDetailPage,
              ),
              screen(
                'monitor/project/:projectId/preview/:pageId',
                'route.projectPreview',
                PreviewPage,
              ),
              {
                path: 'manage/project/:projectId/designer/:pageId',
                element: <RequirePermission />,
                children: [
                  {
                    index: true,
                    lazy: lazyScreen(DesignerPage),
                    loader: designerPageLoader,
                    shouldRevalidate: reloadOnOtherPage,
                    errorElement: <ScreenLoadError />,
                    handle: { title: 'route.designer' },
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
