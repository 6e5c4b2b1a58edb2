import type { Ctx } from '../../lib/use-case.ts';

/**
 * How long an upload may stay unused: a logo uploaded for a cart that is checked out days later
 * still has to be there.
 */
export const UNREFERENCED_GRACE_MS = 7 * 86_400_000;
const BATCH = 500;

/**
 * Removes the uploaded files older than the grace period that nothing refers to: no member's
 * avatar, contact message, order line (its logo, print data, proof or picture), catalogue picture,
 * article cover, job application's CV, advertising request's media or saved design (its pictures,
 * their SVGs and preview). Each file goes
 * from the storage first and its row after, so a failed removal is tried again on the next run.
 * Answers how many were removed. Meant to run daily in the background.
 */
export async function removeUnreferencedUploads(ctx: Pick<Ctx, 'db' | 'services' | 'log'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNREFERENCED_GRACE_MS);
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const unused = await ctx.db.$queryRaw<{ id: number; path: string }[]>`
      WITH referenced AS (
        SELECT avatar AS url FROM member_user WHERE avatar <> ''
        UNION SELECT unnest(pic_urls) FROM content_contact_message
        UNION SELECT img_url FROM trade_order_item WHERE img_url <> ''
        UNION SELECT print_data_url FROM trade_order_item WHERE print_data_url <> ''
        UNION SELECT print_preview_url FROM trade_order_item WHERE print_preview_url <> ''
        UNION SELECT pic_url FROM trade_order_item
        UNION SELECT pic_url FROM product_spu
        UNION SELECT unnest(slider_pic_urls) FROM product_spu
        UNION SELECT pic_url FROM product_sku
        UNION SELECT pic_url FROM product_category
        UNION SELECT jsonb_array_elements_text(apply_pic_urls) FROM trade_after_sale
        UNION SELECT jsonb_array_elements_text(pic_urls) FROM product_comment
        UNION SELECT preview_url FROM product_design WHERE preview_url <> ''
        UNION SELECT jsonb_path_query(content, '$.objects[*] ? (@.type == "image").url') #>> '{}' FROM product_design
        UNION SELECT jsonb_path_query(content, '$.objects[*] ? (@.type == "image").svgUrl') #>> '{}' FROM product_design
        UNION SELECT cover_url FROM content_article WHERE cover_url <> ''
        UNION SELECT resume_url FROM content_job_application
        UNION SELECT media_url FROM promotion_advertising_request
        UNION SELECT unnest(attachments) FROM trade_quote
        UNION SELECT img_url FROM trade_quote_item WHERE img_url <> ''
        UNION SELECT unnest(pic_urls) FROM trade_quote_message
      )
      SELECT f.id, f.path FROM infra_file f
      WHERE f.created_at < ${before} AND f.id > ${afterId} AND NOT EXISTS (SELECT 1 FROM referenced r WHERE r.url = f.url)
      ORDER BY f.id LIMIT ${BATCH}`;
    if (unused.length === 0) return removed;
    const gone: number[] = [];
    for (const file of unused) {
      try {
        await ctx.services.storage.remove(file.path);
        gone.push(file.id);
      } catch (error) {
        ctx.log.warn({ err: error, path: file.path }, 'unreferenced upload could not be removed; tried again next run');
      }
    }
    await ctx.db.uploadedFile.deleteMany({ where: { id: { in: gone } } });
    removed += gone.length;
    afterId = unused.at(-1)!.id;
  }
}
