import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TextStateFeatureClient as TextStateFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeComponent as CodeComponent_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { codeConverterClient as codeConverterClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeBlockBlockComponent as CodeBlockBlockComponent_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParisDateCell as ParisDateCell_12f0406ae0b8582bc2efd9a3284926c7 } from '../../../platform/cms/admin/paris-date-cell'
import { ParisDocumentDates as ParisDocumentDates_56510772bc2d8ad1215507ffd76eb2ae } from '../../../platform/cms/admin/paris-document-dates'
import { TimeField as TimeField_5759faef8e8c5d4410f54e09e7cfddee } from '../../../platform/cms/admin/time-field'
import { MoneyCell as MoneyCell_bebe77c6c81fe9d68194b5a27266ae60 } from '../../../features/venues/cms/admin/money-cell'
import { MoneyField as MoneyField_3bbaa550c85454127e5db67cc9e1bc4b } from '../../../features/venues/cms/admin/money-field'
import { ExportLinks as ExportLinks_563f2aa22e250a63baf3df460564c9f9 } from '../../../platform/cms/admin/export-links'
import { NewsletterExportLink as NewsletterExportLink_3e84954d973f039b43b3d87ae201025f } from '@/features/forms/cms/admin/export-link'
import { DayField as DayField_92cf948082c50cec5f7f2b09f7e5a295 } from '../../../features/identity/cms/admin/day-field'
import { TableDayLinks as TableDayLinks_b7cad0b5720886a78f944d272747a820 } from '../../../features/bookings/cms/admin/day-links'
import { ArrivalDayLinks as ArrivalDayLinks_b7cad0b5720886a78f944d272747a820 } from '../../../features/bookings/cms/admin/day-links'
import { CasinoChoiceField as CasinoChoiceField_f3f8cb2c8870279eb5c7dd43984657e5 } from '../../../features/venues/cms/admin/casino-choice-field'
import { MonthDayField as MonthDayField_fb2a9b2291b4b6aec034baf4a29ee17a } from '../../../platform/cms/admin/month-day-field'
import { MemberLoyaltyPanel as MemberLoyaltyPanel_2a544ccb37e2081f970f37c4181e14ab } from '../../../features/loyalty/cms/admin/member-loyalty-panel'
import { AdjustmentDecision as AdjustmentDecision_ef9041172357bacde5e5fe962437877e } from '../../../features/loyalty/cms/admin/adjustment-decision'
import { ApiKeyPanel as ApiKeyPanel_56e8efd057beaf2c667d0a12dbef51e7 } from '../../../features/integration/cms/admin/api-key-panel'
import { RefundButton as RefundButton_26b37fa373214b90e3f27e55f84e68a0 } from '../../../features/payments/cms/admin/refund-button'
import { PaymentEventCell as PaymentEventCell_f9b4d5ae67bd8a35ba4c149f5cacdc84 } from '../../../features/payments/cms/admin/payment-event-cells'
import { PaymentStateCell as PaymentStateCell_f9b4d5ae67bd8a35ba4c149f5cacdc84 } from '../../../features/payments/cms/admin/payment-event-cells'
import { PaymentAuthorCell as PaymentAuthorCell_f9b4d5ae67bd8a35ba4c149f5cacdc84 } from '../../../features/payments/cms/admin/payment-event-cells'
import { PaymentNoteCell as PaymentNoteCell_f9b4d5ae67bd8a35ba4c149f5cacdc84 } from '../../../features/payments/cms/admin/payment-event-cells'
import { MailPreviewLinks as MailPreviewLinks_09cca7b98f9e98772946a7b8ecffddba } from '../../../platform/mail/compose/admin/mail-previews'
import { QuoteRequestsPanel as QuoteRequestsPanel_e5dc55c56829494a49b18fc83b822fa9 } from '../../../features/seminars/cms/admin/quotes-panel'
import { ContactRequestsPanel as ContactRequestsPanel_ae5244dc300c807ebd3b2f67b6217ed4 } from '../../../features/forms/cms/admin/requests-panel'
import { BookingsTodayPanel as BookingsTodayPanel_6a340b9807ed2eacede0e39e3f94fbf7 } from '../../../features/bookings/cms/admin/today-panel'
import { IntegrationErrorsPanel as IntegrationErrorsPanel_9879bc1c5e5309a5befc80b9c2de0827 } from '../../../features/integration/cms/admin/errors-panel'
import { CasinoCreditsPanel as CasinoCreditsPanel_17feb655ebfc0fc7c3a69bf3f93cc368 } from '../../../features/payments/cms/admin/credits-panel'
import { OutboxPanel as OutboxPanel_4dce2d2c011ba2b1c366d5253e86c718 } from '../../../platform/mail/admin/outbox-panel'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TextStateFeatureClient": TextStateFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#CodeComponent": CodeComponent_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#codeConverterClient": codeConverterClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#CodeBlockBlockComponent": CodeBlockBlockComponent_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/platform/cms/admin/paris-date-cell#ParisDateCell": ParisDateCell_12f0406ae0b8582bc2efd9a3284926c7,
  "/platform/cms/admin/paris-document-dates#ParisDocumentDates": ParisDocumentDates_56510772bc2d8ad1215507ffd76eb2ae,
  "/platform/cms/admin/time-field#TimeField": TimeField_5759faef8e8c5d4410f54e09e7cfddee,
  "/features/venues/cms/admin/money-cell#MoneyCell": MoneyCell_bebe77c6c81fe9d68194b5a27266ae60,
  "/features/venues/cms/admin/money-field#MoneyField": MoneyField_3bbaa550c85454127e5db67cc9e1bc4b,
  "/platform/cms/admin/export-links#ExportLinks": ExportLinks_563f2aa22e250a63baf3df460564c9f9,
  "@/features/forms/cms/admin/export-link#NewsletterExportLink": NewsletterExportLink_3e84954d973f039b43b3d87ae201025f,
  "/features/identity/cms/admin/day-field#DayField": DayField_92cf948082c50cec5f7f2b09f7e5a295,
  "/features/bookings/cms/admin/day-links#TableDayLinks": TableDayLinks_b7cad0b5720886a78f944d272747a820,
  "/features/bookings/cms/admin/day-links#ArrivalDayLinks": ArrivalDayLinks_b7cad0b5720886a78f944d272747a820,
  "/features/venues/cms/admin/casino-choice-field#CasinoChoiceField": CasinoChoiceField_f3f8cb2c8870279eb5c7dd43984657e5,
  "/platform/cms/admin/month-day-field#MonthDayField": MonthDayField_fb2a9b2291b4b6aec034baf4a29ee17a,
  "/features/loyalty/cms/admin/member-loyalty-panel#MemberLoyaltyPanel": MemberLoyaltyPanel_2a544ccb37e2081f970f37c4181e14ab,
  "/features/loyalty/cms/admin/adjustment-decision#AdjustmentDecision": AdjustmentDecision_ef9041172357bacde5e5fe962437877e,
  "/features/integration/cms/admin/api-key-panel#ApiKeyPanel": ApiKeyPanel_56e8efd057beaf2c667d0a12dbef51e7,
  "/features/payments/cms/admin/refund-button#RefundButton": RefundButton_26b37fa373214b90e3f27e55f84e68a0,
  "/features/payments/cms/admin/payment-event-cells#PaymentEventCell": PaymentEventCell_f9b4d5ae67bd8a35ba4c149f5cacdc84,
  "/features/payments/cms/admin/payment-event-cells#PaymentStateCell": PaymentStateCell_f9b4d5ae67bd8a35ba4c149f5cacdc84,
  "/features/payments/cms/admin/payment-event-cells#PaymentAuthorCell": PaymentAuthorCell_f9b4d5ae67bd8a35ba4c149f5cacdc84,
  "/features/payments/cms/admin/payment-event-cells#PaymentNoteCell": PaymentNoteCell_f9b4d5ae67bd8a35ba4c149f5cacdc84,
  "/platform/mail/compose/admin/mail-previews#MailPreviewLinks": MailPreviewLinks_09cca7b98f9e98772946a7b8ecffddba,
  "/features/seminars/cms/admin/quotes-panel#QuoteRequestsPanel": QuoteRequestsPanel_e5dc55c56829494a49b18fc83b822fa9,
  "/features/forms/cms/admin/requests-panel#ContactRequestsPanel": ContactRequestsPanel_ae5244dc300c807ebd3b2f67b6217ed4,
  "/features/bookings/cms/admin/today-panel#BookingsTodayPanel": BookingsTodayPanel_6a340b9807ed2eacede0e39e3f94fbf7,
  "/features/integration/cms/admin/errors-panel#IntegrationErrorsPanel": IntegrationErrorsPanel_9879bc1c5e5309a5befc80b9c2de0827,
  "/features/payments/cms/admin/credits-panel#CasinoCreditsPanel": CasinoCreditsPanel_17feb655ebfc0fc7c3a69bf3f93cc368,
  "/platform/mail/admin/outbox-panel#OutboxPanel": OutboxPanel_4dce2d2c011ba2b1c366d5253e86c718,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
