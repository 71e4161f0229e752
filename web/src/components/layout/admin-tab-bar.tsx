import { Box, Button, Grid } from '@chakra-ui/react';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { DEVICE_CATEGORIES } from '@/config/device-categories';
import { paths } from '@/config/paths';
import { ENLARGED_TEXT } from '@/components/ui/enlarged-text';
import { isCurrentPath, TabLink, tabTextStyle } from './tab-link';

/** Enlarged text: two tabs a row, three made each label a column of two-character lines. */
const TWO_COLUMNS_WHEN_ENLARGED = { [ENLARGED_TEXT]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } };

type FoldName = 'devices' | 'masters';

interface FoldItem {
  label: string;
  to: string;
}

const DEVICE_ITEMS: FoldItem[] = DEVICE_CATEGORIES.map((category) => ({
  label: category.label,
  to: paths.admin.devices(category.code).list(),
}));

const MASTER_ITEMS: FoldItem[] = [
  { label: 'ブランド事業者', to: paths.admin.brandNames.list() },
  { label: '共用ファイルアップロード用パスワード', to: paths.admin.sharedPasswords.list() },
  { label: '評価機関', to: paths.admin.evaluationOrganizations.list() },
  { label: '送信できなかったメール', to: paths.admin.mailFailures() },
];

interface FoldProps {
  name: FoldName;
  label: string;
  items: FoldItem[];
  open: boolean;
  pathname: string;
  onToggle: (name: FoldName) => void;
  onNavigate: () => void;
}

function Fold({ name, label, items, open, pathname, onToggle, onNavigate }: FoldProps) {
  const current = items.some((item) => isCurrentPath(pathname, item.to));
  const listId = `admin-fold-${name}`;
  return (
    // On a phone the fold opens under the whole tab grid (the ul), not under its narrow cell.
    <Box as="li" position={{ base: 'static', md: 'relative' }} listStyleType="none">
      <Button
        w="full"
        variant={current ? 'solid' : 'ghost'}
        colorPalette={current ? 'blue' : 'gray'}
        borderRadius="0"
        size="sm"
        h="auto"
        {...tabTextStyle(current)}
        aria-expanded={open}
        aria-controls={listId}
        data-current={current ? 'true' : undefined}
        onClick={() => onToggle(name)}
      >
        {label}
      </Button>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
        position="absolute"
        top="100%"
        left="0"
        right={{ base: '0', md: 'auto' }}
        textAlign="left"
        minW={{ base: 'auto', md: '64' }}
        bg="white"
        boxShadow="lg"
        zIndex="dropdown"
      >
        {items.map((item) => (
          <Box as="li" key={item.to} listStyleType="none">
            <TabLink to={item.to} current={isCurrentPath(pathname, item.to)} onClick={onNavigate}>
              {item.label}
            </TabLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A tab without a fold: one list item holding its link. */
function PlainTab({
  to,
  label,
  pathname,
  onNavigate,
}: {
  to: string;
  label: string;
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <Box as="li" listStyleType="none">
      <TabLink to={to} current={isCurrentPath(pathname, to)} onClick={onNavigate}>
        {label}
      </TabLink>
    </Box>
  );
}

/**
 * SPEC §2 administrator tab bar; at most one fold is open, the overlay folds both. From the keyboard,
 * Escape folds the open one and puts focus back on its button, and tabbing out of the bar folds it
 * (an open fold would cover the element that then has focus).
 */
export function AdminTabBar() {
  const { pathname } = useLocation();
  const [openFold, setOpenFold] = useState<FoldName | null>(null);
  const toggle = (name: FoldName) => setOpenFold((current) => (current === name ? null : name));
  const foldAll = () => setOpenFold(null);
  const tabProps = { pathname, onNavigate: foldAll };
  const foldProps = { ...tabProps, onToggle: toggle };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !openFold) return;
    event.currentTarget.querySelector<HTMLElement>(`[aria-controls="admin-fold-${openFold}"]`)?.focus();
    foldAll();
  };
  // Only when focus lands on an element outside the bar (Tab): a click on the page moves focus to
  // nothing in some browsers (Safari does not focus a clicked link), and the overlay handles clicks.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (openFold && next instanceof Node && !event.currentTarget.contains(next)) foldAll();
  };

  return (
    <>
      {openFold ? (
        <Box
          data-testid="tab-fold-overlay"
          aria-hidden="true"
          position="fixed"
          inset="0"
          zIndex="docked"
          onClick={foldAll}
        />
      ) : null}
      <Box
        as="nav"
        aria-label="管理者メニュー"
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        bg="gray.50"
        borderBottomWidth="1px"
        position="relative"
        zIndex="dropdown"
        data-print="hidden"
      >
        {/* px as the header and the content, so the first tab lines up with them */}
        {/* A phone gets a tidy grid of three equal cells per row instead of ragged wrapped rows. */}
        <Grid
          as="ul"
          maxW="6xl"
          mx="auto"
          px={{ base: '0', md: '4' }}
          position="relative"
          templateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(5, auto)' }}
          css={TWO_COLUMNS_WHEN_ENLARGED}
          justifyContent={{ md: 'start' }}
          textAlign={{ base: 'center', md: 'left' }}
        >
          <PlainTab to={paths.admin.organizations.list()} label="事業者管理" {...tabProps} />
          <PlainTab to={paths.admin.links.list()} label="リンク管理" {...tabProps} />
          <Fold name="devices" label="機器管理" items={DEVICE_ITEMS} open={openFold === 'devices'} {...foldProps} />
          <PlainTab to={paths.admin.information.list()} label="お知らせ管理" {...tabProps} />
          <Fold name="masters" label="マスタ管理" items={MASTER_ITEMS} open={openFold === 'masters'} {...foldProps} />
        </Grid>
      </Box>
    </>
  );
}
