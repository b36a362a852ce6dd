import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { frameworkOptions, useFrameworks } from '@/lib/framework-queries';
import { formatPercent } from '@/lib/number-format';
import { capitalize, useTerms } from '@/lib/use-terms';
import { creditOf } from './framework-start';
import classes from './SuggestedLinks.module.css';
import { pairNames, useSuggestionReview, type TSuggestionPair } from './use-suggestion-review';

type TReview = ReturnType<typeof useSuggestionReview>;

/** One suggestion: the goal above the first of its goal, the item, its score, link and dismiss. */
function SuggestionRow({ pair, review }: { pair: TSuggestionPair; review: TReview }) {
  const { t, i18n } = useTranslation();
  const names = pairNames(pair);
  const score = formatPercent(pair.score, i18n.language);
  return (
    <li
      ref={review.rowRef(pair.key)}
      className={classes.row}
      data-first={pair.first || undefined}
      tabIndex={pair.key === review.current ? 0 : -1}
      aria-label={`${names.goal}: ${names.item}`}
      onFocus={() => review.setActive(pair.key)}
      onKeyDown={(event) => review.onKey(event, pair)}
    >
      {pair.first && (
        <Text size="sm" fw={600} className={classes.goal}>
          {names.goal}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" className={classes.item}>
          <Text span fw={600}>
            {pair.item.code}
          </Text>{' '}
          {pair.item.title}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge
            variant="outline"
            color="gray.8"
            tt="none"
            title={t('frameworkLinks.suggestions.score', { score })}
            aria-label={t('frameworkLinks.suggestions.score', { score })}
          >
            {score}
          </Badge>
          <Button
            size="compact-sm"
            tabIndex={-1}
            aria-label={t('frameworkLinks.suggestions.acceptLabel', names)}
            onClick={() => review.accept(pair)}
          >
            {t('frameworkLinks.suggestions.accept')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            tabIndex={-1}
            aria-label={t('frameworkLinks.suggestions.dismissLabel', names)}
            onClick={() => review.reject(pair)}
          >
            {t('frameworkLinks.suggestions.dismiss')}
          </Button>
        </Group>
      </Group>
    </li>
  );
}

/** The list, or what stands in for it (choose a framework, loading, failed, none left). */
function SuggestionList({ review }: { review: TReview }) {
  const { t } = useTranslation();
  const terms = useTerms();
  if (review.framework === null) {
    return <Text c="dimmed">{t('frameworkLinks.suggestions.chooseFramework')}</Text>;
  }
  if (review.suggestions.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('frameworkLinks.suggestions.loadFailed')}
      </Alert>
    );
  }
  if (review.loading) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" aria-label={t('frameworkLinks.suggestions.loading')} />
      </Center>
    );
  }
  if (review.pairs.length === 0) {
    return (
      <Text role="status">
        {t('frameworkLinks.suggestions.none', { learningGoal: terms.learningGoal })}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" role="status">
        {t('frameworkLinks.suggestions.remaining', {
          count: review.goalsLeft,
          learningGoal: terms.learningGoal,
          learningGoals: terms.learningGoals,
        })}
      </Text>
      <ul
        className={classes.list}
        aria-label={capitalize(
          t('frameworkLinks.suggestions.list', { learningGoal: terms.learningGoal }),
        )}
      >
        {review.pairs.map((pair) => (
          <SuggestionRow key={pair.key} pair={pair} review={review} />
        ))}
      </ul>
    </>
  );
}

/**
 * "Voorgestelde koppelingen" (docs/frameworks.md "Suggested links"): per goal the framework items
 * whose text is closest, reviewed one keystroke each: arrows move, Enter links, Delete dismisses,
 * and the focus goes on to the next suggestion (use-suggestion-review.ts).
 */
export function SuggestedLinksModal({
  location,
  education,
  onClose,
}: {
  location: string;
  education: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const frameworks = useFrameworks(location);
  const review = useSuggestionReview(location, education);
  const chosen = frameworks.data?.find((entry) => String(entry.id) === review.framework);
  const credit = chosen ? creditOf(chosen) : null;
  return (
    <Modal opened onClose={onClose} size="xl" title={t('frameworkLinks.suggestions.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('frameworkLinks.suggestions.intro', { learningGoal: terms.learningGoal })}
        </Text>
        <Select
          label={t('frameworkLinks.suggestions.framework')}
          data={frameworkOptions(frameworks.data)}
          value={review.framework}
          onChange={review.chooseFramework}
          searchable
          allowDeselect={false}
          placeholder={t('frameworkLinks.suggestions.chooseFramework')}
          nothingFoundMessage={t('app.nothingFound')}
        />
        {credit !== null && (
          <Text size="xs" c="dimmed">
            {t('frameworkLinks.suggestions.attribution', { attribution: credit })}
          </Text>
        )}
        <SuggestionList review={review} />
      </Stack>
    </Modal>
  );
}
