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
INSERT INTO "study_load_norms" ("education_types", "unit", "per_year_min", "per_year_max", "hours_per_ects", "law", "effective_from") VALUES
	(ARRAY['hbo_dual_propaedeutic', 'hbo_part_propaedeutic', 'hbo_full_propaedeutic', 'hbo_associate_degree', 'hbo_dual_bachelor', 'hbo_part_bachelor', 'hbo_full_bachelor', 'hbo_part_master', 'hbo_full_master', 'wo_part_bachelor', 'wo_full_bachelor', 'wo_part_master', 'wo_full_master'], 'ects', 60, 60, 28,
		'WHW art. 7.4: a study year is 60 EC; 1 EC is 28 hours of study', '2020-01-01'),
	(ARRAY['vocational_secondary_education_1', 'vocational_secondary_education_2', 'vocational_secondary_education_3', 'vocational_secondary_education_4'], 'hours', 1600, NULL, NULL,
		'WEB art. 7.2.7: at least 1,600 clock hours of teaching per study year (BOL). BBL (at least 850 hours, of which 200 BOT and 610 BPV) is not checked: the education does not record its learning path yet', '2020-01-01'),
	(ARRAY['vmbo-b', 'vmbo-k', 'vmbo-g', 'vmbo-t'], 'hours', 925, NULL, NULL,
		'WVO art. 6f: at least 3,700 clock hours over the 4 years of vmbo (925 a year)', '2020-01-01'),
	(ARRAY['havo'], 'hours', 940, NULL, NULL,
		'WVO art. 6f: at least 4,700 clock hours over the 5 years of havo (940 a year)', '2020-01-01'),
	(ARRAY['vwo', 'gymnasium'], 'hours', 950, NULL, NULL,
		'WVO art. 6f: at least 5,700 clock hours over the 6 years of vwo (950 a year)', '2020-01-01'),
	(ARRAY['secondary_education', 'special_secondary_education', 'brede-brugklas'], 'hours', 925, NULL, NULL,
		'WVO art. 6f, lowest floor: secondary education without one stream (and a mixed first year) is held to the vmbo minimum of 3,700 hours over 4 years (925 a year); special secondary education (vso, WEC) may set its own', '2020-01-01');
