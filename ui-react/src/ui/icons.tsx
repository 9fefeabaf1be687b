/** Small inline icons (SVG elements, not strings: nothing here is parsed as HTML). */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
);

export const CopyIcon = () => (
  <svg {...common} width={16} height={16}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...common} width={18} height={18}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </svg>
);

export const ChevronIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);

export const GridIcon = () => (
  <svg {...common}>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </svg>
);

export const WalletIcon = () => (
  <svg {...common}>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 10h18M7 6V4h10v2" />
  </svg>
);

/** Two opposed arrows: a swap. */
export const SwapIcon = () => (
  <svg {...common}>
    <path d="M4 8h14l-4-4M20 16H6l4 4" />
  </svg>
);

/** A card with a plus: a purchase. */
export const BuyIcon = () => (
  <svg {...common}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M12 13v4M10 15h4" />
  </svg>
);

/** An arrow leaving up and to the right: a send. */
export const SendIcon = () => (
  <svg {...common}>
    <path d="M7 17L17 7M9 7h8v8" />
  </svg>
);

export const AlertIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...common}>
    <path d="M5 12l5 5 9-10" />
  </svg>
);
