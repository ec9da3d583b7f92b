import { Navigate, type RouteObject } from 'react-router';
import { INVITE_PATH } from '@lf/protocol';
import { lazyScreen, type ScreenModule } from './lazyScreen';
import { PASSWORD_CHANGE_PATH, requireUser } from './sessionGate';
import type { TitleKey } from './routeTitle';
import type { zhCN } from '../i18n/locales/zh-CN';
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
 * alongside the navigation's session check, and titled from its `title` key.
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
const HomeOverviewPage: ScreenModule = () => import('../features/home/HomeOverviewPage');
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
const ModelTemplateEditorPage: ScreenModule = () =>
  import('../features/modelPages/ModelTemplateEditorPage');
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

type RouteTitles = typeof zhCN.route;

function screen(path: string, title: TitleKey, load: ScreenModule): RouteObject {
  return { path, lazy: lazyScreen(load), errorElement: <ScreenLoadError />, handle: { title } };
}

/** Screens by path: each one's title (a key under `route.`) and its code. */
function screens(table: Record<string, [keyof RouteTitles, ScreenModule]>): RouteObject[] {
  return Object.entries(table).map(([path, [title, load]]) => screen(path, `route.${title}`, load));
}

/** The screen of a path's index, titled `title`. */
function indexScreen(title: TitleKey, load: ScreenModule): RouteObject {
  return {
    index: true,
    lazy: lazyScreen(load),
    errorElement: <ScreenLoadError />,
    handle: { title },
  };
}

function redirectIndex(to: string): RouteObject {
  return { index: true, element: <Navigate to={to} replace /> };
}

const findpwdRoutes: RouteObject = {
  path: 'findpwd',
  children: [
    redirectIndex('/findpwd/account'),
    ...screens({
      account: ['findpwdAccount', FindpwdAccountPage],
      validate: ['findpwdValidate', FindpwdValidatePage],
      'validate/tel': ['findpwdValidateTel', FindpwdVerifyPage],
      'validate/email': ['findpwdValidateEmail', FindpwdVerifyPage],
      'validate/question': ['findpwdValidateQuestion', FindpwdVerifyPage],
      password: ['findpwdPassword', FindpwdPasswordPage],
      finish: ['findpwdFinish', FindpwdFinishPage],
    }),
  ],
};

function messageCentre(base: 'message' | 'msg', detailPath: string): RouteObject {
  return {
    path: base,
    children: [
      redirectIndex(`/${base}/messageAll`),
      ...screens({
        messageAll: ['messageAll', MessageListPage],
        messageReaden: ['messageReaden', MessageListPage],
        messageUnReaden: ['messageUnReaden', MessageListPage],
      }),
      screen(detailPath, 'route.messageDetail', MessageDetailPage),
    ],
  };
}

const manageRoutes: RouteObject = {
  path: 'manage',
  element: <RequirePermission />,
  children: [
    { index: true, element: <ManageHome /> },
    ...screens({
      'frame/:path': ['manageFrame', AdminFramePage],
      'frame/:path/:openFlag': ['manageFrame', AdminFramePage],
      'eg/equipment/list': ['equipmentList', AdminEquipmentListPage],
      'eg/equipment/add': ['equipmentAdd', AdminEquipmentEditPage],
      'eg/equipment/edit/:id': ['equipmentEdit', AdminEquipmentEditPage],
      'eg/gateway': ['gateway', AdminGatewayPage],
      'system/hardware': ['hardware', AdminHardwarePage],
      'system/protocol': ['protocol', AdminProtocolPage],
      'system/model': ['model', AdminModelPage],
      'system/msg': ['systemMsg', AdminSystemMsgPage],
      'system/settings': ['systemSettings', SystemSettingsPage],
      'system/user': ['users', UserListPage],
      'system/role': ['roles', RoleListPage],
      'eg/project/list': ['projectList', ProjectListPage],
      'eg/configuration/:id': ['configuration', ConfigurationEditorPage],
      'eg/modelPage/:modelId': ['modelPage', ModelTemplateEditorPage],
    }),
  ],
};

const monitorRoutes: RouteObject = {
  path: 'monitor',
  children: [
    redirectIndex('/monitor/eg/list'),
    ...screens({
      overview: ['overview', HomeOverviewPage],
      'eg/list': ['egList', EgListPage],
      'eg/detail/list/:id/:alarm': ['egDetailList', EgDetailPage],
      'eg/detail/configuration/:id/:alarm': ['egDetailConfiguration', EgConfigurationPage],
      'gm/list': ['gmList', GmListPage],
      'gm/group': ['gmGroup', GmGroupPage],
      'gm/ocInfo': ['ocInfo', OcInfoPage],
      'gm/ocInfo/:ocId': ['ocInfoDetail', OcInfoDetailPage],
      'gm/vuedetail/:equipId': ['gmVueDetail', GmVueDetailPage],
      'gm/detail/:id/:ruleType/:openType': ['gmDetail', GmDetailPage],
    }),
    {
      path: 'project/:projectId',
      handle: { title: 'route.projectMonitor' },
      children: [
        indexScreen('route.projectMonitor', ProjectHomeScreen),
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
        indexScreen('route.setupValidate', SetupChooserPage),
        ...screens({
          'tel/:type': ['setupValidateTel', SetupVerifyPage],
          email: ['setupValidateEmail', SetupVerifyPage],
          question: ['setupValidateQuestion', SetupVerifyPage],
          password: ['setupValidatePassword', SetupVerifyPage],
        }),
      ],
    },
    ...screens({
      password: ['setupPassword', SetupPasswordPage],
      'tel/validate': ['setupTelValidate', SetupChooserPage],
      tel: ['setupTel', SetupBindPage],
      'email/validate': ['setupEmailValidate', SetupChooserPage],
      email: ['setupEmail', SetupBindPage],
      'question/validate': ['setupQuestionValidate', SetupChooserPage],
      question: ['setupQuestion', SetupQuestionPage],
      'success/:type': ['setupSuccess', SetupSuccessPage],
    }),
  ],
};

const alarmRoutes: RouteObject = {
  path: 'alarm',
  children: [
    redirectIndex('/alarm/summary'),
    ...screens({
      summary: ['alarmSummary', AlarmSummaryPage],
      journal: ['alarmJournal', AlarmJournalPage],
      kpi: ['alarmKpi', AlarmKpiPage],
    }),
  ],
};

const accountRoutes: RouteObject = {
  path: 'account',
  children: [
    redirectIndex('/account/security/sms'),
    ...screens({
      'security/sms': ['accountSecurity', SecurityOverviewPage],
      'security/nosms': ['accountSecurity', SecurityOverviewPage],
      'info/sms': ['accountInfo', AccountInfoPage],
      'info/nosms': ['accountInfo', AccountInfoPage],
      config: ['accountConfig', AccountConfigPage],
      log: ['accountLog', OperationLogPage],
    }),
    securitySetupRoutes,
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
      ...screens({
        login: ['login', LoginPage],
        'login.jsp': ['login', LoginPage],
        '404': ['notFound', NotFoundPage],
      }),
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
              ...screens({
                map: ['map', MapPage],
                datacenter: ['dataCenter', DataCenterPage],
              }),
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
              ...screens({
                'system/msg/detail/:dataId/:msgType': ['systemMsgDetail', MessageDetailPage],
                'monitor/project/:projectId/preview/:pageId': ['projectPreview', PreviewPage],
              }),
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
