/** A ledger whose debit and credit totals disagree, and a calculator giving up on it. */
export function LedgerIllustration({ width = 320 }: { width?: number }) {
  const green = 'var(--mantine-color-owo-7)';
  const pale = 'var(--mantine-color-owo-0)';
  const ink = 'var(--mantine-color-gray-5)';
  const red = 'var(--mantine-color-red-6)';
  const rows = [58, 78, 98, 118];
  return (
    <svg width={width} viewBox="0 0 320 220" role="img" aria-label="A ledger that does not balance">
      <ellipse cx="160" cy="204" rx="130" ry="10" fill="var(--mantine-color-gray-1)" />
      <g transform="rotate(-4 120 110)">
        <rect x="30" y="20" width="180" height="170" rx="10" fill="white" stroke={green} strokeWidth="3" />
        <rect x="30" y="20" width="180" height="26" rx="10" fill={green} />
        <rect x="30" y="36" width="180" height="10" fill={green} />
        <text x="72" y="38" fill="white" fontSize="11" fontWeight="700" fontFamily="sans-serif">
          DEBIT
        </text>
        <text x="146" y="38" fill="white" fontSize="11" fontWeight="700" fontFamily="sans-serif">
          CREDIT
        </text>
        <line x1="120" y1="46" x2="120" y2="176" stroke={pale} strokeWidth="2" />
        {rows.map((y, index) => (
          <g key={y}>
            <line x1="44" y1={y + 6} x2="196" y2={y + 6} stroke="var(--mantine-color-gray-2)" />
            <rect x="54" y={y - 6} width={index % 2 ? 40 : 52} height="7" rx="3" fill={ink} />
            <rect x="136" y={y - 6} width={index % 2 ? 50 : 36} height="7" rx="3" fill={ink} />
          </g>
        ))}
        <line x1="44" y1="142" x2="196" y2="142" stroke={green} strokeWidth="2" />
        <text x="54" y="164" fontSize="15" fontWeight="700" fill={green} fontFamily="sans-serif">
          ₦9,870
        </text>
        <text x="134" y="164" fontSize="15" fontWeight="700" fill={red} fontFamily="sans-serif">
          ₦9,780
        </text>
        <path d="M132 172 q10 -5 20 0 t20 0 t20 0" fill="none" stroke={red} strokeWidth="2" />
      </g>
      <g transform="rotate(8 250 130)">
        <rect x="200" y="70" width="86" height="124" rx="12" fill="var(--mantine-color-dark-6)" />
        <rect x="210" y="82" width="66" height="28" rx="5" fill={pale} />
        <text x="268" y="103" textAnchor="end" fontSize="17" fontWeight="700" fill={red} fontFamily="monospace">
          ERR
        </text>
        {[0, 1, 2].map((row) =>
          [0, 1, 2].map((column) => (
            <rect
              key={`${row}-${column}`}
              x={212 + column * 22}
              y={120 + row * 22}
              width="16"
              height="15"
              rx="4"
              fill={row === 2 && column === 2 ? green : 'var(--mantine-color-dark-3)'}
            />
          )),
        )}
      </g>
      <g fill="var(--mantine-color-yellow-5)" stroke="var(--mantine-color-yellow-7)" strokeWidth="2">
        <circle cx="36" cy="196" r="11" />
        <circle cx="58" cy="200" r="9" />
      </g>
      <text x="22" y="16" fontSize="22" fontWeight="800" fill={red} fontFamily="sans-serif">
        ≠
      </text>
    </svg>
  );
}
