import type { TEducationStatus, TEducationType } from './enums';
import type { TLanguage } from './enums';

/*
 * The names of education types and statuses in both languages, for documents the server writes
 * (exports) and for the web app's translations (nl-shell.ts, en.ts take them from here), so the
 * two never say different things.
 */
export const EDUCATION_TYPE_LABELS: Record<TLanguage, Record<TEducationType, string>> = {
  nl: {
    secondary_education: 'Voortgezet onderwijs',
    special_secondary_education: 'Voortgezet speciaal onderwijs',
    'vmbo-b': 'vmbo basisberoepsgerichte leerweg',
    'vmbo-k': 'vmbo kaderberoepsgerichte leerweg',
    'vmbo-g': 'vmbo gemengde leerweg',
    'vmbo-t': 'vmbo theoretische leerweg',
    havo: 'havo',
    vwo: 'vwo',
    gymnasium: 'gymnasium',
    'brede-brugklas': 'brede brugklas',
    vocational_secondary_education_1: 'mbo niveau 1',
    vocational_secondary_education_2: 'mbo niveau 2',
    vocational_secondary_education_3: 'mbo niveau 3',
    vocational_secondary_education_4: 'mbo niveau 4',
    hbo_dual_propaedeutic: 'hbo propedeuse duaal',
    hbo_part_propaedeutic: 'hbo propedeuse deeltijd',
    hbo_full_propaedeutic: 'hbo propedeuse voltijd',
    hbo_associate_degree: 'hbo Associate degree',
    hbo_dual_bachelor: 'hbo bachelor duaal',
    hbo_part_bachelor: 'hbo bachelor deeltijd',
    hbo_full_bachelor: 'hbo bachelor voltijd',
    hbo_part_master: 'hbo master deeltijd',
    hbo_full_master: 'hbo master voltijd',
    wo_part_bachelor: 'wo bachelor deeltijd',
    wo_full_bachelor: 'wo bachelor voltijd',
    wo_part_master: 'wo master deeltijd',
    wo_full_master: 'wo master voltijd',
  },
  en: {
    secondary_education: 'Secondary education',
    special_secondary_education: 'Special secondary education',
    'vmbo-b': 'VMBO basic vocational track',
    'vmbo-k': 'VMBO advanced vocational track',
    'vmbo-g': 'VMBO combined track',
    'vmbo-t': 'VMBO theoretical track',
    havo: 'HAVO (senior general secondary)',
    vwo: 'VWO (pre-university)',
    gymnasium: 'Gymnasium',
    'brede-brugklas': 'Broad first year (brede brugklas)',
    vocational_secondary_education_1: 'MBO level 1',
    vocational_secondary_education_2: 'MBO level 2',
    vocational_secondary_education_3: 'MBO level 3',
    vocational_secondary_education_4: 'MBO level 4',
    hbo_dual_propaedeutic: 'HBO propaedeutic year, dual',
    hbo_part_propaedeutic: 'HBO propaedeutic year, part-time',
    hbo_full_propaedeutic: 'HBO propaedeutic year, full-time',
    hbo_associate_degree: 'HBO Associate degree',
    hbo_dual_bachelor: 'HBO bachelor, dual',
    hbo_part_bachelor: 'HBO bachelor, part-time',
    hbo_full_bachelor: 'HBO bachelor, full-time',
    hbo_part_master: 'HBO master, part-time',
    hbo_full_master: 'HBO master, full-time',
    wo_part_bachelor: 'University bachelor, part-time',
    wo_full_bachelor: 'University bachelor, full-time',
    wo_part_master: 'University master, part-time',
    wo_full_master: 'University master, full-time',
  },
};

export const EDUCATION_STATUS_LABELS: Record<TLanguage, Record<TEducationStatus, string>> = {
  nl: {
    designing: 'In ontwerp',
    reviewing: 'In beoordeling',
    active: 'Actief',
  },
  en: {
    designing: 'Designing',
    reviewing: 'Reviewing',
    active: 'Active',
  },
};
