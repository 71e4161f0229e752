import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ENLARGED_TEXT } from '@/components/ui/enlarged-text';

/**
 * The text of a tab, link or fold button alike: bold when current; with enlarged text its label
 * gets the room its side padding took.
 */
export function tabTextStyle(current: boolean) {
  return {
    px: '4',
    py: '2',
    css: { [ENLARGED_TEXT]: { paddingInline: '2' } },
    fontSize: 'sm',
    lineHeight: 'short',
    fontWeight: current ? 'bold' : 'normal',
  } as const;
}

/** True when `pathname` is `path` or below it. */
export function isCurrentPath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

interface TabLinkProps {
  to: string;
  current: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** One tab of a tab bar; the current one is highlighted and marked aria-current. */
export function TabLink({ to, current, onClick, children }: TabLinkProps) {
  return (
    <Link
      asChild
      display="block"
      {...tabTextStyle(current)}
      bg={current ? 'blue.600' : 'transparent'}
      color={current ? 'white' : 'inherit'}
      textDecoration="none"
      _hover={{ bg: current ? 'blue.600' : 'gray.100' }}
    >
      <RouterLink to={to} aria-current={current ? 'page' : undefined} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}
