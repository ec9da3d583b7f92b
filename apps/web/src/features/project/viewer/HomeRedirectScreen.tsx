import { ProjectHomeRedirect } from './ProjectMonitorPage';

/** The lazily loaded screen of /monitor/project/{projectId}. */
export default function HomeRedirectScreen() {
  return <ProjectHomeRedirect />;
}
