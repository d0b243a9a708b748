import { Badge, Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { seedCommitment } from '../../contract/fairness';

/** One published value the panel recomputes from; the member may change it to see a mismatch. */
export interface VerifyField {
  name: string;
  label: string;
  value: string;
}

/** What the recomputation found: the outcome from the values, and the one announced. */
export interface Recomputed {
  outcome: string;
  announced: string;
}

interface Verdict {
  hashMatches: boolean;
  recomputed: Recomputed;
}

/**
 * The verification panel of PRODUCT.md: recomputes a draw in this browser (Web Crypto) from the
 * published values and says 일치 when the revealed seed hashes to the commitment and gives the
 * announced outcome, 불일치 otherwise. The values stay editable, so anyone can see that an
 * altered one no longer matches. `recompute` gets the values by field name.
 */
export function VerifyPanel({
  fields,
  recompute,
}: {
  fields: VerifyField[];
  recompute: (values: Record<string, string>) => Promise<Recomputed>;
}) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.value])));
  const [verdict, setVerdict] = useState<Verdict | 'error' | null>(null);

  useEffect(() => {
    let current = true;
    const seed = values.serverSeed ?? '';
    Promise.all([seedCommitment(seed), recompute(values)]).then(
      ([hash, recomputed]) =>
        current && setVerdict({ hashMatches: hash === values.serverSeedHash, recomputed }),
      () => current && setVerdict('error'),
    );
    return () => {
      current = false;
    };
  }, [values, recompute]);

  const matches =
    verdict !== null &&
    verdict !== 'error' &&
    verdict.hashMatches &&
    verdict.recomputed.outcome === verdict.recomputed.announced;

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle" data-testid="verify-panel">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">공정성 검증</Text>
        {verdict !== null && (
          <Badge
            size="lg"
            colorPalette={matches ? 'green' : 'red'}
            data-testid="verify-verdict"
            aria-live="polite"
          >
            {matches ? '일치' : '불일치'}
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        공개된 값으로 이 브라우저에서 결과를 다시 계산합니다. 값을 바꾸면 결과가 어떻게 달라지는지 볼 수
        있어요.
      </Text>
      {fields.map((field) => (
        <Field.Root key={field.name}>
          <Field.Label fontSize="xs">{field.label}</Field.Label>
          <Input
            size="sm"
            fontFamily="mono"
            name={field.name}
            value={values[field.name] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
          />
        </Field.Root>
      ))}
      {verdict === 'error' && (
        <Text fontSize="sm" color="red.fg">
          이 값으로는 계산할 수 없어요.
        </Text>
      )}
      {verdict !== null && verdict !== 'error' && (
        <Box fontSize="sm" as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          <Text as="dt" color="fg.muted">
            시드 해시
          </Text>
          <Text as="dd">
            {verdict.hashMatches ? 'SHA-256(서버 시드)와 같음' : 'SHA-256(서버 시드)와 다름'}
          </Text>
          <Text as="dt" color="fg.muted">
            다시 계산한 결과
          </Text>
          <Text as="dd">{verdict.recomputed.outcome}</Text>
          <Text as="dt" color="fg.muted">
            발표된 결과
          </Text>
          <Text as="dd">{verdict.recomputed.announced}</Text>
        </Box>
      )}
    </Stack>
  );
}
