import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BaselineImport as BaselineImport_217fa1a5dd593c924156c1a93a293b9a } from '@/components/admin/BaselineImport'
import { ReviewLinkField as ReviewLinkField_bcf24d408760f6e05737edde11adc2c2 } from '@/components/admin/submissions/ReviewLinkField'
import { PublishReleaseButton as PublishReleaseButton_2d8c8e16bef51b7f27c657790c9c3dd8 } from '@/components/admin/PublishReleaseButton'
import { InvitationNotice as InvitationNotice_24a02e76f9bda9b620739bebb4a5f5b0 } from '@/components/admin/InvitationNotice'
import { SendResetButton as SendResetButton_a51a2bd9978071a2e3a4179fb4f4d6a2 } from '@/components/admin/SendResetButton'
import { ResetTwoFactorButton as ResetTwoFactorButton_132f4b80921266b98ef12c776121124e } from '@/components/admin/ResetTwoFactorButton'
import { CollectionNameCell as CollectionNameCell_410556c9d89cefa22ca6bb71498deea5 } from '@/components/admin/CollectionNameCell'
import { AuditExportLink as AuditExportLink_88cb5b8edb9c0a9d5a76394c65328afb } from '@/components/admin/AuditExportLink'
import { Icon as Icon_534076e2c753ea5d539a54b05f456b1b } from '@/components/admin/Icon'
import { Logo as Logo_a44df17d0fc3dcd873dae43dc3bf66bd } from '@/components/admin/Logo'
import { SubmissionsNavLink as SubmissionsNavLink_bc25556d6d2be950a17fb5682e92d7ff } from '@/components/admin/submissions/SubmissionsNavLink'
import { AdminLanguage as AdminLanguage_807e10fcea2d066e84f499b366c97d9b } from '@/components/admin/AdminLanguage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { UnauthorizedView as UnauthorizedView_d3d3641fa89c7838d6bffefe56ddece4 } from '@/components/admin/UnauthorizedView'
import { AdminLoginView as AdminLoginView_7124aa3827441e8f0b94904fc32433fa } from '@/components/admin/login/AdminLoginView'
import { SubmissionsStatusView as SubmissionsStatusView_5500dfa84f0fc888fadc57dc5696162f } from '@/components/admin/submissions/SubmissionsStatusView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/BaselineImport#BaselineImport": BaselineImport_217fa1a5dd593c924156c1a93a293b9a,
  "@/components/admin/submissions/ReviewLinkField#ReviewLinkField": ReviewLinkField_bcf24d408760f6e05737edde11adc2c2,
  "@/components/admin/PublishReleaseButton#PublishReleaseButton": PublishReleaseButton_2d8c8e16bef51b7f27c657790c9c3dd8,
  "@/components/admin/InvitationNotice#InvitationNotice": InvitationNotice_24a02e76f9bda9b620739bebb4a5f5b0,
  "@/components/admin/SendResetButton#SendResetButton": SendResetButton_a51a2bd9978071a2e3a4179fb4f4d6a2,
  "@/components/admin/ResetTwoFactorButton#ResetTwoFactorButton": ResetTwoFactorButton_132f4b80921266b98ef12c776121124e,
  "@/components/admin/CollectionNameCell#CollectionNameCell": CollectionNameCell_410556c9d89cefa22ca6bb71498deea5,
  "@/components/admin/AuditExportLink#AuditExportLink": AuditExportLink_88cb5b8edb9c0a9d5a76394c65328afb,
  "@/components/admin/Icon#Icon": Icon_534076e2c753ea5d539a54b05f456b1b,
  "@/components/admin/Logo#Logo": Logo_a44df17d0fc3dcd873dae43dc3bf66bd,
  "@/components/admin/submissions/SubmissionsNavLink#SubmissionsNavLink": SubmissionsNavLink_bc25556d6d2be950a17fb5682e92d7ff,
  "@/components/admin/AdminLanguage#AdminLanguage": AdminLanguage_807e10fcea2d066e84f499b366c97d9b,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/UnauthorizedView#UnauthorizedView": UnauthorizedView_d3d3641fa89c7838d6bffefe56ddece4,
  "@/components/admin/login/AdminLoginView#AdminLoginView": AdminLoginView_7124aa3827441e8f0b94904fc32433fa,
  "@/components/admin/submissions/SubmissionsStatusView#SubmissionsStatusView": SubmissionsStatusView_5500dfa84f0fc888fadc57dc5696162f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
