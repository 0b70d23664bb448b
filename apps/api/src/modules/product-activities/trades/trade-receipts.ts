import type { TActivityReceipt, TActivityType } from '@opentrace/domain';
import type { RequestContext } from '../../../core/request-context.ts';

/** What a logged trade answers: its event, the products it carried, and a notice for ignored repeats. */
export function activityReceipt(
  logged: { eventId: string; type: TActivityType; recordedAt: Date; products: readonly { id: string; code: string }[]; repeated: number },
  context: Pick<RequestContext, 't'>,
): TActivityReceipt {
  return {
    eventId: logged.eventId,
    type: logged.type,
    recordedAt: logged.recordedAt.toISOString(),
    products: logged.products.map((product) => ({ id: product.id, code: product.code })),
    notices: logged.repeated > 0 ? [context.t('activities.duplicateProductsIgnored', { count: logged.repeated })] : [],
  };
}
