import { ZLabelCodeParams, ZLabelledProduct } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../core/route-access.ts';
import type { LabelledProductsService } from './labelled-products.service.ts';

export interface LabelledProductsRoutesOptions {
  labelledProducts: LabelledProductsService;
}

/** The product behind a label's link, for the web page `/q/{code}`. */
export async function labelledProductsRoutes(app: FastifyInstance, { labelledProducts }: LabelledProductsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products/by-qr-code/:code',
    {
      // Which administrators and which products the service's policy decides, per product.
      config: { access: { roleTypes: ['Administrator', 'Producer'] } },
      schema: {
        tags: ['product activities'],
        summary:
          'The product a QR label is on, by its nine digits, as printed ("123 456 789") or as the label\'s link (URL-encoded `{PUBLIC_URL}/q/{code}`), with the facilities that made, received or hold it: the maker first, then the others as they received it. An administrator with TRACE_PRODUCT, GENERATE_QR_CODES or DNA reads every product and all its holders; a producer only products its facility holds or held, and only its own holding. 404 for an unused label, and for a product the caller may not see (answered exactly as an unknown code); 400 when the text is not a QR code',
        params: ZLabelCodeParams,
        response: { 200: ZLabelledProduct },
      },
    },
    async (request) => labelledProducts.byQrCode(principalOf(request), request.params.code, request.ctx),
  );
}
