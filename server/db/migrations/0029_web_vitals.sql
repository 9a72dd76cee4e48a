CREATE TABLE "web_vitals_devices" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"device_type" text NOT NULL,
	"bucket" smallint NOT NULL,
	"band" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "web_vitals_devices_day_metric_device_type_bucket_band_pk" PRIMARY KEY("day","metric","device_type","bucket","band")
);
--> statement-breakpoint
CREATE TABLE "web_vitals_pages" (
	"span" smallint NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"page" text NOT NULL,
	"bucket" smallint NOT NULL,
	"band" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "web_vitals_pages_span_day_metric_page_bucket_band_pk" PRIMARY KEY("span","day","metric","page","bucket","band")
);
