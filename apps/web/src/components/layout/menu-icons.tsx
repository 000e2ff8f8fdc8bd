import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HolidayVillageOutlined from '@mui/icons-material/HolidayVillageOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { TMenuIcon } from './menu.ts';

export const MENU_ICONS: Record<TMenuIcon, ComponentType<SvgIconProps>> = {
  dashboard: DashboardOutlined,
  orders: EventNoteOutlined,
  companies: StorefrontOutlined,
  clients: PeopleAltOutlined,
  rentals: HolidayVillageOutlined,
  products: ShoppingBagOutlined,
  digitalAccounts: AccountBalanceWalletOutlined,
  withdrawals: PaymentsOutlined,
  accountSetup: AccountBalanceOutlined,
  financialPanel: InsightsOutlined,
  settings: SettingsOutlined,
  profile: PersonOutlined,
  integrations: SyncAltOutlined,
  users: ManageAccountsOutlined,
  plans: WorkspacePremiumOutlined,
  coupons: LocalOfferOutlined,
  roles: AdminPanelSettingsOutlined,
  holidays: CelebrationOutlined,
  bankAccounts: SavingsOutlined,
};
