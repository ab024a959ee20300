ALTER TABLE "products" ADD COLUMN "color_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;;--> statement-breakpoint
-- Products saved before this migration: the Arabic names of the colours the shop has always sold (the rest stay empty
-- until a manager names them; the product form then asks for one).
UPDATE "products" SET "color_ar" = CASE lower(trim("color"))
  WHEN 'silver' THEN 'فضي'
  WHEN 'space gray' THEN 'رمادي'
  WHEN 'space grey' THEN 'رمادي'
  WHEN 'midnight' THEN 'كحلي'
  WHEN 'starlight' THEN 'ذهبي فاتح'
  WHEN 'blue' THEN 'أزرق'
  WHEN 'green' THEN 'أخضر'
  WHEN 'black' THEN 'أسود'
  WHEN 'white' THEN 'أبيض'
  WHEN 'gold' THEN 'ذهبي'
  WHEN 'red' THEN 'أحمر'
  ELSE '' END
WHERE "color_ar" = '';
