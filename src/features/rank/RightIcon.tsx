import { type RightCode, rightNames } from '../../contract/rank';

/** The right icons an admin grants (SPEC section 3): P_S a golden crown, P_B a poop. Our own SVGs. */
export function RightIcon({ code, size = 18 }: { code: RightCode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label={rightNames[code]}
      data-right={code}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      <title>{rightNames[code]}</title>
      {code === 'P_S' ? (
        <>
          <path
            d="M4 24l1.5-15 6.5 6.5L16 5l4 10.5L26.5 9 28 24z"
            fill="#f5b700"
            stroke="#a87600"
            strokeWidth="1.2"
          />
          <rect
            x="4"
            y="24"
            width="24"
            height="3.5"
            rx="1"
            fill="#e0a100"
            stroke="#a87600"
            strokeWidth="1.2"
          />
          <circle cx="16" cy="18" r="2.2" fill="#e5397b" />
        </>
      ) : (
        <>
          <path
            d="M16 4c1 2 4 3 3 6 3 0 5 2 4 5 3 1 5 4 3 7-1 3-4 4-10 4S7 25 6 22c-2-3 0-6 3-7-1-3 1-5 4-5-1-2 1-4 3-6z"
            fill="#8d5a2b"
            stroke="#5a3516"
            strokeWidth="1.2"
          />
          <circle cx="12.5" cy="17" r="1.6" fill="#fff" />
          <circle cx="19.5" cy="17" r="1.6" fill="#fff" />
          <path d="M12.5 21q3.5 2.5 7 0" stroke="#fff" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
