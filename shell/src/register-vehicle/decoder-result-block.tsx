import { Caption1, Link, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { isCleanDecode, type DecoderResult } from './register-rules.js';
import { CONFORMANCE_NOTICE, NHTSA_ERROR, TPMS_REGULATION_URL, TPMS_WARNING } from './register-wording.js';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    margin: 0,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

export interface DecoderResultBlockProps {
  result: DecoderResult;
  /** Set when this VIN is already registered (staff are also told which vehicle). */
  duplicate: { vehicleid?: number } | null;
}

/** The decoded year, make, model and body class, then every warning the decoder and the register raise. */
export function DecoderResultBlock({ result, duplicate }: DecoderResultBlockProps) {
  const styles = useStyles();
  const facts: Array<[string, string]> = [
    ['Year', String(result.modelyear ?? '')],
    ['Make', result.make],
    ['Model', result.model],
    ['Body Class', result.bodyclass || '-'],
    ['Vehicle Type', result.vehicletype || '-'],
  ];
  return (
    <section className={styles.block} aria-label="Decoded vehicle">
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <FactRow key={term} term={term} value={value} termClass={styles.term} valueClass={styles.value} />
        ))}
      </dl>
      {result.source === 'offline' ? <Caption1>Decoded from the offline copy of the NHTSA vPIC database.</Caption1> : null}
      {!isCleanDecode(result) ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {NHTSA_ERROR} {result.errortext}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {duplicate ? (
        <MessageBar intent="warning">
          <MessageBarBody>This VIN is already in the register.</MessageBarBody>
        </MessageBar>
      ) : null}
      {result.tpms?.length ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <Text block>{TPMS_WARNING}</Text>
            <Link href={TPMS_REGULATION_URL} target="_blank" rel="noreferrer">
              49 CFR 571.138 (FMVSS No. 138)
            </Link>{' '}
            ({result.tpms.map((t) => `${t.make} ${t.model} ${t.years}`).join('; ')})
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {result.conformanceCheck?.requiresConformancePlus ? (
        <MessageBar intent="info">
          <MessageBarBody>{CONFORMANCE_NOTICE}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}

function FactRow({ term, value, termClass, valueClass }: { term: string; value: string; termClass: string; valueClass: string }) {
  return (
    <>
      <dt className={termClass}>{term}</dt>
      <dd className={valueClass}>{value}</dd>
    </>
  );
}
