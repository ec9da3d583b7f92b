import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ProjectSummary } from '@lf/protocol';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast';
import { ListToolbar, PagedTable } from '../common/pagedList';
import { homePageOf } from '../pages/homePage';
import { addPage, pagesOf } from '../pages/pageApi';
import { addProject, deleteProject, editProject, queryProjects } from './api';
import { BindEquipmentModal } from './BindEquipmentModal';
import { ProjectFormModal, type ProjectFormValues } from './ProjectFormModal';

/** /manage/eg/project/list: projects (operation centres), their devices and a way into the designer. */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ProjectSummary | null | 'new'>(null);
  const [binding, setBinding] = useState<ProjectSummary | null>(null);
  const list = useQuery({
    queryKey: ['project', 'list', keyword, page],
    queryFn: () =>
      queryProjects({ ...(keyword ? { keyword } : {}), page, pageSize: DEFAULT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['project', 'list'] });
  const save = async (values: ProjectFormValues) => {
    if (editing === 'new') {
      await addProject(values);
      toast.success(t('project.list.created'));
    } else if (editing) {
      await editProject({ id: editing.id, ...values });
    }
    setEditing(null);
    await refresh();
  };
  const design = async (project: ProjectSummary) => {
    const pages = await pagesOf.project(project.id);
    const target =
      homePageOf(pages) ?? (await addPage.project(project.id, t('project.pages.newTitle')));
    navigate(`/manage/project/${project.id}/designer/${target.id}`);
  };
  return (
    <Card title={t('project.list.title')}>
      <Flex vertical gap={16}>
        <ListToolbar
          search={{ placeholder: t('project.list.search'), width: 260, onSearch: setKeyword }}
          onFiltered={() => setPage(1)}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('project.list.create')}
          </Button>
        </ListToolbar>
        <PagedTable<ProjectSummary>
          list={list}
          page={page}
          onPage={setPage}
          minWidth={1100}
          emptyText={t('project.list.empty')}
          columns={[
            {
              key: 'thumbnail',
              width: 96,
              render: (_, project) =>
                project.thumbnail ? (
                  <img
                    src={project.thumbnail}
                    alt=""
                    style={{ width: 80, height: 48, objectFit: 'contain', background: '#fafafa' }}
                  />
                ) : null,
            },
            { title: t('project.list.name'), dataIndex: 'name', width: 180 },
            {
              title: t('project.list.description'),
              dataIndex: 'description',
              width: 200,
              ellipsis: true,
            },
            { title: t('project.list.equipments'), dataIndex: 'equipmentCount', width: 80 },
            { title: t('project.list.pages'), dataIndex: 'pageCount', width: 72 },
            {
              title: t('project.list.modified'),
              dataIndex: 'gmtModified',
              width: 160,
              render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
            },
            {
              title: t('project.list.actions'),
              key: 'actions',
              width: 320,
              render: (_, project) => (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => void design(project)}>
                    {t('project.list.design')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => navigate(`/monitor/project/${project.id}`)}
                  >
                    {t('project.list.view')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setBinding(project)}>
                    {t('project.list.bind')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing(project)}>
                    {t('project.edit')}
                  </Button>
                  <Popconfirm
                    title={t('project.list.deleteConfirm', { name: project.name })}
                    okText={t('project.confirm')}
                    cancelText={t('project.cancel')}
                    onConfirm={() =>
                      deleteProject(project.id).then(() => {
                        toast.success(t('project.list.deleted'));
                        return refresh();
                      })
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('project.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      <ProjectFormModal
        open={editing !== null}
        project={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
      {binding ? <BindEquipmentModal project={binding} onClose={() => setBinding(null)} /> : null}
    </Card>
  );
}
