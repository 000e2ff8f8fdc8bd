import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { RouteError } from './route-error.tsx';
import { APP_ROUTES, DEFAULT_ROUTE, LOGIN_ROUTE, type TPageKey } from './routes.ts';

type TLazyPage = () => Promise<{ Component: ComponentType }>;

/** Every page is its own chunk, so the login route loads only what it shows. */
const PAGES: Record<TPageKey, TLazyPage> = {
  dashboard: () => import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  settings: () => import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  userData: () => import('../features/settings/user-data-page.tsx').then((m) => ({ Component: m.UserDataPage })),
  companyList: () => import('../features/companys/companys-pages.tsx').then((m) => ({ Component: m.CompanyListPage })),
  companyForm: () => import('../features/companys/companys-pages.tsx').then((m) => ({ Component: m.CompanyFormPage })),
  clientList: () => import('../features/clients/clients-pages.tsx').then((m) => ({ Component: m.ClientListPage })),
  clientForm: () => import('../features/clients/clients-pages.tsx').then((m) => ({ Component: m.ClientFormPage })),
  userList: () => import('../features/users/users-pages.tsx').then((m) => ({ Component: m.UserListPage })),
  userForm: () => import('../features/users/users-pages.tsx').then((m) => ({ Component: m.UserFormPage })),
  roleList: () => import('../features/roles/roles-pages.tsx').then((m) => ({ Component: m.RoleListPage })),
  roleForm: () => import('../features/roles/roles-pages.tsx').then((m) => ({ Component: m.RoleFormPage })),
  rentalList: () => import('../features/rentals/rentals-pages.tsx').then((m) => ({ Component: m.RentalListPage })),
  rentalForm: () => import('../features/rentals/rentals-pages.tsx').then((m) => ({ Component: m.RentalFormPage })),
  productList: () => import('../features/products/products-pages.tsx').then((m) => ({ Component: m.ProductListPage })),
  productForm: () => import('../features/products/products-pages.tsx').then((m) => ({ Component: m.ProductFormPage })),
  holidays: () => import('../features/holidays/holidays-page.tsx').then((m) => ({ Component: m.HolidaysPage })),
  integrations: () =>
    import('../features/integrations/integrations-page.tsx').then((m) => ({ Component: m.IntegrationsPage })),
  orderList: () => import('../features/orders/orders-pages.tsx').then((m) => ({ Component: m.OrderListPage })),
  orderForm: () => import('../features/orders/orders-pages.tsx').then((m) => ({ Component: m.OrderFormPage })),
  comingSoon: () =>
    import('../features/coming-soon/coming-soon-page.tsx').then((m) => ({ Component: m.ComingSoonPage })),
};

const AUTH_PAGES: RouteObject[] = [
  {
    path: LOGIN_ROUTE,
    lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/forgot-password',
    lazy: () => import('../features/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: '/code-verification',
    lazy: () =>
      import('../features/auth/code-verification-page.tsx').then((m) => ({ Component: m.CodeVerificationPage })),
  },
  {
    path: '/reset-password',
    lazy: () => import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <Navigate to={DEFAULT_ROUTE} replace /> },
      { element: <PublicOnly />, children: AUTH_PAGES },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () =>
              import('../components/layout/dashboard-layout.tsx').then((m) => ({ Component: m.DashboardLayout })),
            children: APP_ROUTES.map((route) => ({ path: route.path, handle: { route }, lazy: PAGES[route.page] })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('../features/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
