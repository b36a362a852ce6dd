CREATE TABLE "framework_suggestion_dismissals" (
	"learning_goal_id" integer NOT NULL,
	"framework_item_id" integer NOT NULL,
	CONSTRAINT "framework_suggestion_dismissals_pk" PRIMARY KEY("learning_goal_id","framework_item_id")
);
--> statement-breakpoint
CREATE TABLE "learning_goal_framework_items" (
	"learning_goal_id" integer NOT NULL,
	"framework_item_id" integer NOT NULL,
	CONSTRAINT "learning_goal_framework_items_pk" PRIMARY KEY("learning_goal_id","framework_item_id")
);
--> statement-breakpoint
CREATE TABLE "plan_test_framework_items" (
	"plan_test_id" integer NOT NULL,
	"framework_item_id" integer NOT NULL,
	CONSTRAINT "plan_test_framework_items_pk" PRIMARY KEY("plan_test_id","framework_item_id")
);
--> statement-breakpoint
ALTER TABLE "framework_suggestion_dismissals" ADD CONSTRAINT "framework_suggestion_dismissals_learning_goal_id_learning_goals_id_fk" FOREIGN KEY ("learning_goal_id") REFERENCES "public"."learning_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_suggestion_dismissals" ADD CONSTRAINT "framework_suggestion_dismissals_framework_item_id_framework_items_id_fk" FOREIGN KEY ("framework_item_id") REFERENCES "public"."framework_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goal_framework_items" ADD CONSTRAINT "learning_goal_framework_items_learning_goal_id_learning_goals_id_fk" FOREIGN KEY ("learning_goal_id") REFERENCES "public"."learning_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goal_framework_items" ADD CONSTRAINT "learning_goal_framework_items_framework_item_id_framework_items_id_fk" FOREIGN KEY ("framework_item_id") REFERENCES "public"."framework_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_test_framework_items" ADD CONSTRAINT "plan_test_framework_items_plan_test_id_plan_tests_id_fk" FOREIGN KEY ("plan_test_id") REFERENCES "public"."plan_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_test_framework_items" ADD CONSTRAINT "plan_test_framework_items_framework_item_id_framework_items_id_fk" FOREIGN KEY ("framework_item_id") REFERENCES "public"."framework_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "framework_suggestion_dismissals_item_idx" ON "framework_suggestion_dismissals" USING btree ("framework_item_id");--> statement-breakpoint
CREATE INDEX "learning_goal_framework_items_item_idx" ON "learning_goal_framework_items" USING btree ("framework_item_id");--> statement-breakpoint
CREATE INDEX "plan_test_framework_items_item_idx" ON "plan_test_framework_items" USING btree ("framework_item_id");