export { useCan, usePermissionInfo } from './api/permission-info.ts';
export { logout } from './api/login.ts';
export { LoginPage } from './pages/login-page.tsx';
export { SecurityPage } from './pages/security-page.tsx';
