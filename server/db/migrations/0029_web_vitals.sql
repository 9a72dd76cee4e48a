CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"page" text NOT NULL,
	"device_type" text NOT NULL,
	"bucket" smallint NOT NULL,
	"band" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "web_vitals_daily_day_metric_page_device_type_bucket_band_pk" PRIMARY KEY("day","metric","page","device_type","bucket","band")
);
