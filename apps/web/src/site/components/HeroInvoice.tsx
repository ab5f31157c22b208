/**
 * The home page's illustration: an Owo invoice with VAT worked out, drawn inline so it costs no
 * request and is sharp on every screen. Sized by its viewBox, so it never shifts the layout.
 */
export function HeroInvoice() {
  const green = '#008751';
  const ink = '#1f2933';
  const muted = '#69737d';
  const line = '#e3e8ec';
  const font = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
  const rows = [
    { item: 'Rice, 50 kg bag × 5', vat: '0%', amount: '₦390,000.00' },
    { item: 'Detergent, carton × 10', vat: '7.5%', amount: '₦145,000.00' },
    { item: 'Delivery to Ogui Road', vat: '7.5%', amount: '₦15,000.00' },
  ];
  return (
    <svg
      width="448"
      height="420"
      viewBox="0 0 448 420"
      role="img"
      aria-labelledby="hero-invoice-title"
      fontFamily={font}
    >
      <title id="hero-invoice-title">
        An Owo invoice to Mama Put Kitchen: ₦550,000 of goods and delivery, ₦12,000 VAT, ₦562,000 due
      </title>
      <rect x="26" y="30" width="400" height="372" rx="22" fill="#d7efe2" />
      <rect x="12" y="14" width="400" height="372" rx="22" fill="white" stroke={line} strokeWidth="2" />
      <rect x="12" y="14" width="400" height="74" rx="22" fill={green} />
      <rect x="12" y="66" width="400" height="22" fill={green} />
      <rect x="34" y="34" width="34" height="34" rx="9" fill="white" />
      <circle cx="51" cy="51" r="8.5" fill="none" stroke={green} strokeWidth="4" />
      <rect x="40" y="49" width="22" height="4" rx="2" fill={green} />
      <text x="80" y="49" fill="white" fontSize="15" fontWeight="700">
        Nkechi Supermarket
      </text>
      <text x="80" y="68" fill="white" fontSize="12">
        TIN 23415678-0001 · Enugu
      </text>
      <text x="390" y="49" fill="white" fontSize="13" fontWeight="700" textAnchor="end">
        INV-00042
      </text>
      <text x="390" y="68" fill="white" fontSize="12" textAnchor="end">
        12 March 2026
      </text>

      <text x="34" y="118" fill={muted} fontSize="11" fontWeight="600" letterSpacing="0.06em">
        BILL TO
      </text>
      <text x="34" y="137" fill={ink} fontSize="14" fontWeight="600">
        Mama Put Kitchen Ltd
      </text>
      <rect x="290" y="110" width="100" height="26" rx="13" fill="#fff4e0" />
      <text x="340" y="127" fill="#a15c00" fontSize="12" fontWeight="700" textAnchor="middle">
        Due in 7 days
      </text>

      <line x1="34" y1="160" x2="390" y2="160" stroke={line} strokeWidth="2" />
      <text x="34" y="180" fill={muted} fontSize="11" fontWeight="600">
        ITEM
      </text>
      <text x="268" y="180" fill={muted} fontSize="11" fontWeight="600" textAnchor="end">
        VAT
      </text>
      <text x="390" y="180" fill={muted} fontSize="11" fontWeight="600" textAnchor="end">
        AMOUNT
      </text>
      {rows.map((row, index) => {
        const y = 208 + index * 30;
        return (
          <g key={row.item}>
            <text x="34" y={y} fill={ink} fontSize="13">
              {row.item}
            </text>
            <text x="268" y={y} fill={muted} fontSize="13" textAnchor="end">
              {row.vat}
            </text>
            <text x="390" y={y} fill={ink} fontSize="13" textAnchor="end">
              {row.amount}
            </text>
          </g>
        );
      })}
      <line x1="34" y1="282" x2="390" y2="282" stroke={line} strokeWidth="2" />
      <text x="186" y="306" fill={muted} fontSize="13">
        Subtotal
      </text>
      <text x="390" y="306" fill={ink} fontSize="13" textAnchor="end">
        ₦550,000.00
      </text>
      <text x="186" y="330" fill={muted} fontSize="13">
        VAT 7.5%
      </text>
      <text x="390" y="330" fill={green} fontSize="13" fontWeight="700" textAnchor="end">
        ₦12,000.00
      </text>
      <rect x="172" y="342" width="230" height="32" rx="8" fill="#e7f6ee" />
      <text x="186" y="363" fill={ink} fontSize="14" fontWeight="700">
        Total
      </text>
      <text x="390" y="363" fill={ink} fontSize="15" fontWeight="800" textAnchor="end">
        ₦562,000.00
      </text>
      <text x="34" y="352" fill={muted} fontSize="11">
        Pay to GTBank
      </text>
      <text x="34" y="368" fill={ink} fontSize="12" fontWeight="600">
        0123456789
      </text>
    </svg>
  );
}
