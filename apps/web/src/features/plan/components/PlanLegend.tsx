import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PlanLegend.module.css';

/** What the marks on a bar mean (the same shapes as Timeline.module.css draws). */
export const PlanLegend = memo(function PlanLegend() {
  const { t } = useTranslation();
  return (
    <div className={classes.legend} aria-label={t('planScreen.legend.label')} role="group">
      <span className={classes.entry}>
        <span className={classes.test} />
        {t('planScreen.legend.test')}
      </span>
      <span className={classes.entry}>
        <span className={classes.checkup} />
        {t('planScreen.legend.checkup')}
      </span>
      <span className={classes.entry}>
        <span className={classes.activity} />
        {t('planScreen.legend.activity')}
      </span>
      <span className={classes.entry}>
        <span className={classes.block} />
        {t('planScreen.legend.block')}
      </span>
    </div>
  );
});
