CREATE TABLE "code_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"challenge_id" uuid NOT NULL,
	"requester" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_requests_kind" CHECK ("code_requests"."kind" in ('send', 'wrong_code'))
);
--> statement-breakpoint
ALTER TABLE "code_requests" ADD CONSTRAINT "code_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_requests_requester" ON "code_requests" USING btree ("user_id","purpose","requester","kind","at");