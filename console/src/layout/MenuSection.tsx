import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { createElement } from 'react';
import { Menu, useLocation, useSidebarState, useStore, useTranslate } from 'react-admin';
import type { MenuGroup } from '../schema/menuGroups';

interface MenuSectionProps {
  group: MenuGroup;
  /** The group's resources this role may read. */
  resources: readonly string[];
}

/**
 * One sidebar section. Forty-odd tables in one list are hard to scan, so sections fold;
 * the one holding the current screen starts open. With the sidebar shrunk to icons there
 * is no room for headers, so only the items show.
 */
export function MenuSection({ group, resources }: MenuSectionProps) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const holdsCurrentScreen = resources.some((name) => pathname === `/${name}` || pathname.startsWith(`/${name}/`));
  const [open, setOpen] = useStore(`menu.section.${group.label}`, holdsCurrentScreen);
  const items = resources.map((name) => <Menu.ResourceItem key={name} name={name} />);

  if (!sidebarOpen) return <>{items}</>;
  const expanded = open || holdsCurrentScreen;
  return (
    <>
      <ListItemButton onClick={() => setOpen(!expanded)} aria-expanded={expanded} sx={{ py: 0.5 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{createElement(group.icon)}</ListItemIcon>
        <ListItemText
          primary={translate(group.label)}
          slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } } }}
        />
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {/* A long table name (Spanish ones are) wraps rather than being cut off with an ellipsis. */}
        <List disablePadding sx={{ pl: 1.5, '& .RaMenuItemLink-root .MuiTypography-root': { whiteSpace: 'normal' } }}>
          {items}
        </List>
      </Collapse>
    </>
  );
}
