/** The card brands the shop takes, as small marks drawn inline (no third-party images); each names its brand. */
export function CardBrands() {
  return (
    <span className="card-brands">
      <svg role="img" aria-label="Visa" viewBox="0 0 48 16" width="36" height="12">
        <rect width="48" height="16" rx="2" fill="#1a1f71" />
        <text
          x="24"
          y="12"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fontStyle="italic"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          VISA
        </text>
      </svg>
      <svg role="img" aria-label="Mastercard" viewBox="0 0 30 16" width="24" height="12">
        <rect width="30" height="16" rx="2" fill="#fff" stroke="#ccc" />
        <circle cx="12" cy="8" r="5.5" fill="#eb001b" />
        <circle cx="18" cy="8" r="5.5" fill="#f79e1b" fillOpacity="0.85" />
      </svg>
      <svg role="img" aria-label="American Express" viewBox="0 0 48 16" width="36" height="12">
        <rect width="48" height="16" rx="2" fill="#2e77bc" />
        <text x="24" y="11.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
          AMEX
        </text>
      </svg>
    </span>
  );
}
