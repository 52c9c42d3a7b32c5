import { Badge } from '@mantine/core';
import { useAppInfo } from '../api/get-app-info';

/** Tells the visitor that this instance runs on demo defaults; hidden while unknown or on failure. */
export function DemoBadge() {
  const { data } = useAppInfo();
  if (!data?.demo) return null;
  return (
    <Badge color="orange" variant="light" size="sm">
      Demo
    </Badge>
  );
}
