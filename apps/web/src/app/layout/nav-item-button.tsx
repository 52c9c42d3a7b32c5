import { UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './layout.module.css';
import type { NavItem } from './nav-items';

interface NavItemButtonProps {
  item: NavItem;
  onSection: (section: string) => void;
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** A navbar entry: a router link (marked aria-current when active) or a button scrolling to a section. */
export function NavItemButton({ item, onSection, onNavigate, fullWidth = false }: NavItemButtonProps) {
  const look = { className: classes.navLink, 'data-full-width': fullWidth || undefined };

  if ('section' in item) {
    return (
      <UnstyledButton {...look} onClick={() => onSection(item.section)}>
        {item.label}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton {...look} component={NavLink} to={item.to} end onClick={onNavigate}>
      {item.label}
    </UnstyledButton>
  );
}
