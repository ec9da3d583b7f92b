import { useParams } from 'react-router';
import { ProjectPageView } from './ProjectPageView';

/** /monitor/project/{projectId}/preview/{pageId}: the page alone, filling the window. */
export default function PreviewPage() {
  const { projectId = '', pageId = '' } = useParams();
  return (
    <div style={{ width: '100vw', height: '100vh', background: '#fff' }}>
      <ProjectPageView key={pageId} projectId={projectId} pageId={pageId} />
    </div>
  );
}
