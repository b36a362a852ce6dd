CREATE TABLE "study_load_norms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_load_norms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_types" text[] NOT NULL,
	"unit" text NOT NULL,
	"per_year_min" numeric(8, 1),
	"per_year_max" numeric(8, 1),
	"hours_per_ects" numeric(8, 1),
	"law" text NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_load_norms_education_types_check" CHECK (cardinality("study_load_norms"."education_types") >= 1 and "study_load_norms"."education_types" <@ array['secondary_education', 'special_secondary_education', 'vmbo-b', 'vmbo-k', 'vmbo-g', 'vmbo-t', 'havo', 'vwo', 'gymnasium', 'brede-brugklas', 'vocational_secondary_education_1', 'vocational_secondary_education_2', 'vocational_secondary_education_3', 'vocational_secondary_education_4', 'hbo_dual_propaedeutic', 'hbo_part_propaedeutic', 'hbo_full_propaedeutic', 'hbo_associate_degree', 'hbo_dual_bachelor', 'hbo_part_bachelor', 'hbo_full_bachelor', 'hbo_part_master', 'hbo_full_master', 'wo_part_bachelor', 'wo_full_bachelor', 'wo_part_master', 'wo_full_master']::text[]),
	CONSTRAINT "study_load_norms_unit_check" CHECK ("study_load_norms"."unit" in ('ects', 'hours')),
	CONSTRAINT "study_load_norms_range_check" CHECK ("study_load_norms"."per_year_min" is null or "study_load_norms"."per_year_max" is null or "study_load_norms"."per_year_max" >= "study_load_norms"."per_year_min")
);
--> statement-breakpoint
ALTER TABLE "study_load_norms" ADD CONSTRAINT "study_load_norms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_load_norms_education_types_idx" ON "study_load_norms" USING gin ("education_types");--> statement-breakpoint
CREATE INDEX "study_load_norms_effective_from_idx" ON "study_load_norms" USING btree ("effective_from");--> statement-breakpoint
-- The law as it stands (docs/analysis.md "Study-load norms"); a change is a new row with a later date.
-- The law texts are in Dutch: they cite Dutch law, for Dutch schools, in either interface language.
INSERT INTO "study_load_norms" ("education_types", "unit", "per_year_min", "per_year_max", "hours_per_ects", "law", "effective_from") VALUES
	(ARRAY['hbo_dual_propaedeutic', 'hbo_part_propaedeutic', 'hbo_full_propaedeutic', 'hbo_associate_degree', 'hbo_dual_bachelor', 'hbo_part_bachelor', 'hbo_full_bachelor', 'hbo_part_master', 'hbo_full_master', 'wo_part_bachelor', 'wo_full_bachelor', 'wo_part_master', 'wo_full_master'], 'ects', 60, 60, 28,
		'WHW art. 7.4: een studiejaar omvat 60 studiepunten (EC); 1 EC staat voor 28 uur studie', '2020-01-01'),
	(ARRAY['vocational_secondary_education_1', 'vocational_secondary_education_2', 'vocational_secondary_education_3', 'vocational_secondary_education_4'], 'hours', 1600, NULL, NULL,
		'WEB art. 7.2.7: ten minste 1.600 klokuren onderwijs per studiejaar (bol). De bbl (ten minste 850 uur, waarvan 200 bot en 610 bpv) wordt niet getoetst: de opleiding legt haar leerweg nog niet vast', '2020-01-01'),
	(ARRAY['vmbo-b', 'vmbo-k', 'vmbo-g', 'vmbo-t'], 'hours', 925, NULL, NULL,
		'WVO art. 6f: ten minste 3.700 klokuren over de 4 jaar vmbo (925 per jaar)', '2020-01-01'),
	(ARRAY['havo'], 'hours', 940, NULL, NULL,
		'WVO art. 6f: ten minste 4.700 klokuren over de 5 jaar havo (940 per jaar)', '2020-01-01'),
	(ARRAY['vwo', 'gymnasium'], 'hours', 950, NULL, NULL,
		'WVO art. 6f: ten minste 5.700 klokuren over de 6 jaar vwo (950 per jaar)', '2020-01-01'),
	(ARRAY['secondary_education', 'special_secondary_education', 'brede-brugklas'], 'hours', 925, NULL, NULL,
		'WVO art. 6f, laagste ondergrens: voortgezet onderwijs zonder één schoolsoort en de brede brugklas houden de vmbo-norm aan van 3.700 klokuren over 4 jaar (925 per jaar); het vso (WEC) kan een eigen norm krijgen', '2020-01-01');
