import { StorePage } from '../../features/stores/pages/store-page';
import { useAppInfo } from '../../features/system/api/get-app-info';

/** The store page, told whether this instance's Trendyol is the demo sandbox. */
export function StoreRoute() {
  const { data: appInfo } = useAppInfo();
  return <StorePage demoMarketplace={appInfo?.demoMarketplace ?? false} />;
}
