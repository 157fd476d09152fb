import type { FormInstance } from 'antd';
import { useQuery } from '../../lib/query.ts';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { TreeNode } from '../page-kit/field-control.tsx';
import type { Application, ApplicationKind, ApplicationPayloadInput } from './api.ts';

/**
 * An application kind as a plug-in (STYLE.md "A kind is a plug-in"): each feature declares its kinds
 * in its own `kind.ts`, `app/application-kinds.ts` registers the list once, and this kit asks the
 * registry, never a kind by name. What a kind shows and asks (`KindParts`) is its own lazy chunk, so
 * the shell carries only the few lines of each `kind.ts`.
 */
export interface KindPlugin {
  /** The engine's kinds it serves (status changes serve six). */
  kinds: readonly ApplicationKind[];
  /** Where one of its applications opens (a SPEC 2 hidden route, from `config/paths.ts`). */
  detailPath: (id: string) => string;
  /** Its form fields, payload builder and detail parts, loaded when a form or a detail first needs them. */
  load: () => Promise<{ default: KindParts }>;
}

/** The form's values as antd keeps them: whatever the kind's own fields put there. */
export type KindFormValues = Record<string, unknown>;

/** What a kind's fields get from the application form. */
export interface KindFieldsProps {
  form: FormInstance;
  /** The kind chosen (a plug-in of several kinds shows the fields of this one). */
  kind: ApplicationKind;
  /** The college the applicant picks majors and directions in (a teacher applies within their own). */
  xydm?: string | undefined;
}

/** What the payload builder may read besides the values: the org tree (a major's college). */
export interface PayloadContext {
  tree: readonly TreeNode[] | undefined;
}

/** A kind's parts with its own form values `V`. */
export interface KindPartsOf<V> {
  /** The heading of its detail page ("请假申请详情"); its texts load with the parts. */
  detailTitle: MessageKey;
  /** Its fields in the application form, below the kind. */
  Fields: ComponentType<KindFieldsProps>;
  /** The payload to send, from the values the form has checked. */
  toPayload: (values: V, kind: ApplicationKind, context: PayloadContext) => ApplicationPayloadInput;
  /** What was asked, in the detail, and what followed it (a record made after approval). */
  Payload: ComponentType<{ application: Application }>;
  /** Its own actions next to decide and withdraw (one that follows approval). */
  Actions?: ComponentType<{ application: Application }>;
}

export type KindParts = KindPartsOf<KindFormValues>;

/** A kind's parts, typed by its own form values; the one place their values meet the form's untyped ones. */
export function defineKindParts<V extends object>(parts: KindPartsOf<V>): KindParts {
  // The values are those the kind's own `Fields` put into the form, which antd holds untyped.
  return { ...parts, toPayload: (values, kind, context) => parts.toPayload(values as V, kind, context) };
}

const plugins = new Map<ApplicationKind, KindPlugin>();

/** Registers the app's kinds (app/application-kinds.ts, once); a kind claimed twice is a programming error. */
export function registerKindPlugins(list: readonly KindPlugin[]): void {
  for (const plugin of list) {
    for (const kind of plugin.kinds) {
      const claimed = plugins.get(kind);
      if (claimed && claimed !== plugin) throw new Error(`Application kind ${kind} is registered twice`);
      plugins.set(kind, plugin);
    }
  }
}

/** The plug-in of a kind, if the app has one. */
export function kindPluginOf(kind: ApplicationKind): KindPlugin | undefined {
  return plugins.get(kind);
}

/** Where an application opens: its kind's detail route, or nowhere for a kind this version lacks. */
export function applicationPath(application: Pick<Application, 'id' | 'kind'>): string | undefined {
  return plugins.get(application.kind)?.detailPath(application.id);
}

/** A kind's parts, loaded once per kind and kept for the session (code, not data). */
export function useKindParts(kind: ApplicationKind | undefined) {
  return useQuery({
    queryKey: ['applicationKindParts', kind],
    queryFn: async () => {
      const plugin = kind ? plugins.get(kind) : undefined;
      if (!plugin) throw new Error(`No plug-in for the application kind ${String(kind)}`);
      return (await plugin.load()).default;
    },
    enabled: kind !== undefined && plugins.has(kind),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
