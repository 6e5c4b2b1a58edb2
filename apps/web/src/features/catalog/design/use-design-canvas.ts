import type { TDesignContent, TPrintArea } from '@shop/shared';
import type { Canvas, FabricImage, FabricObject } from 'fabric';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preloadLaterModules } from '../../../lib/later-modules.ts';
import { fitStage, fontOf, isText, loadFont, pictureColours, setLocked, sourceOf, toContent } from './design-model.ts';

/** The canvas's code: Fabric.js and the design's objects on it. */
type Engine = typeof import('./design-objects.ts');
/** Builds an object to add, with the canvas's code. */
export type Build = (engine: Engine) => FabricObject | Promise<FabricObject>;

/** Screen pixels within which a moved object snaps to the print area's edges and centre lines. */
const SNAP_PX = 8;
const ZOOM_STEPS = [1, 1.5, 2, 3, 4];
/** Undo keeps this many steps. */
const HISTORY = 100;

export type Align = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

interface Options {
  area: TPrintArea;
  picture: string;
  initial: TDesignContent | null;
}

/** A promise and its resolve function. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The editor's Fabric.js canvas: the product picture with the print area outlined, the design's
 * objects placed in millimetres (the viewport maps them onto the screen), undo/redo over the
 * design documents, zoom, snapping to the print area, keyboard shortcuts and two-finger gestures.
 *
 * The canvas and its code (Fabric.js, about 100 kB) start when a design is opened, when the
 * shopper first touches, clicks or types in the editor, or when something is added; until then
 * the frame shows a sketch of the same stage (`stage`), so on a phone the editor answers before
 * that download has arrived and run.
 */
export function useDesignCanvas({ area, picture, initial }: Options) {
  const host = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<Canvas | null>(null);
  const engineRef = useRef<Engine | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const ready = useRef(deferred());
  const [live, setLive] = useState(false);
  const [stage, setStage] = useState<{ width: number; height: number } | null>(null);
  const history = useRef<{ steps: string[]; at: number; restoring: boolean }>({ steps: [], at: -1, restoring: false });
  const colours = useRef(new Map<string, string[]>());
  const [zoom, setZoom] = useState(1);
  const [version, setVersion] = useState(0);
  /** Renders the page again after the canvas changed (selection, objects, history). */
  const bump = useCallback(() => setVersion((v) => v + 1), []);

  /** Records the design after a change, for undo. */
  const commit = useCallback(() => {
    const canvas = canvasRef.current;
    const state = history.current;
    if (!canvas || state.restoring) return;
    const snapshot = JSON.stringify(toContent(canvas.getObjects()));
    if (state.steps[state.at] === snapshot) return bump();
    state.steps = [...state.steps.slice(0, state.at + 1), snapshot].slice(-HISTORY);
    state.at = state.steps.length - 1;
    bump();
  }, [bump]);

  const remember = useCallback((object: FabricObject) => {
    const source = sourceOf(object);
    if (source?.type === 'image' && !colours.current.has(source.url))
      colours.current.set(source.url, pictureColours((object as FabricImage).getElement() as HTMLImageElement));
  }, []);

  /** Starts the canvas (once); resolves when it shows the product and the opened design. */
  const start = useCallback(() => {
    loading.current ??= import('./design-objects.ts').then(
      (engine) => {
        engineRef.current = engine;
        setEngine(engine);
      },
      (error: unknown) => {
        loading.current = null; // tried again at the next touch
        throw error;
      },
    );
    return loading.current.then(() => ready.current.promise);
  }, []);

  const load = useCallback(
    async (content: TDesignContent) => {
      const canvas = canvasRef.current;
      const objectsOf = engineRef.current?.fromContent;
      if (!canvas || !objectsOf) return;
      for (const item of content.objects) if (item.type === 'text') await loadFont(item.text, item.fontWeight, item.fontFamily);
      const objects = await objectsOf(content);
      canvas.discardActiveObject();
      canvas.remove(...canvas.getObjects());
      for (const object of objects) {
        remember(object);
        canvas.add(object);
      }
      canvas.requestRenderAll();
    },
    [remember],
  );

  /** Fits the product picture into the canvas at `level` (zoomed on the print area's centre). */
  const fit = useCallback(
    (level: number) => {
      const canvas = canvasRef.current;
      const background = canvas?.backgroundImage;
      if (!canvas || !background) return;
      const { scale, x, y } = fitStage(area, background, canvas, level);
      canvas.setViewportTransform([scale, 0, 0, scale, x, y]);
      const outline = canvas.overlayImage;
      if (outline) outline.set({ strokeWidth: 1.5 / scale, strokeDashArray: [6 / scale, 4 / scale] });
      canvas.requestRenderAll();
    },
    [area],
  );

  // The stage's size, for the sketch and the canvas; a new size shows the whole picture again.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const resize = new ResizeObserver(() => {
      const size = { width: element.clientWidth, height: element.clientHeight };
      setStage(size);
      setZoom(1);
      canvasRef.current?.setDimensions(size);
      fit(1);
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, [fit]);

  // A design opened is shown at once, and so is the editor opened from another page of the shop;
  // on a page the server rendered, a new design waits for the shopper (see above), its code fetched meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the editor opens
  useEffect(() => {
    if (initial || !preloadLaterModules()) void start();
  }, []);

  // The canvas lives as long as the page; the picture, outline and first design load once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per print area, when started
  useEffect(() => {
    const element = host.current;
    if (!element || !engine) return;
    const canvasElement = document.createElement('canvas');
    element.append(canvasElement);
    const canvas = engine.createCanvas(canvasElement, { width: element.clientWidth, height: element.clientHeight });
    canvasRef.current = canvas;
    let disposed = false;
    void (async () => {
      await engine.setStage(canvas, picture, area);
      if (disposed) return;
      fit(1);
      if (initial) await load(initial);
      history.current = { steps: [JSON.stringify(toContent(canvas.getObjects()))], at: 0, restoring: false };
      setLive(true);
      ready.current.resolve();
    })();
    const snap = ({ target }: { target: FabricObject }) => {
      const tolerance = SNAP_PX / canvas.getZoom();
      const corners = target.getCoords();
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const centre = target.getCenterPoint();
      const dx = nearest([0 - minX, area.widthMm - maxX, area.widthMm / 2 - centre.x], tolerance);
      const dy = nearest([0 - minY, area.heightMm - maxY, area.heightMm / 2 - centre.y], tolerance);
      if (dx || dy) target.setPositionByOrigin(centre.setXY(centre.x + dx, centre.y + dy), 'center', 'center');
    };
    canvas.on('object:moving', snap);
    canvas.on('object:modified', commit);
    canvas.on('text:editing:exited', commit);
    canvas.on('text:changed', ({ target }) => {
      void loadFont(target.text, Number(target.fontWeight), fontOf(target)).then(() => {
        target.initDimensions();
        canvas.requestRenderAll();
      });
    });
    canvas.on('selection:created', bump);
    canvas.on('selection:updated', bump);
    canvas.on('selection:cleared', bump);
    const stopGestures = twoFingerGestures(canvas, commit);
    return () => {
      disposed = true;
      stopGestures();
      canvasRef.current = null;
      void canvas.dispose();
      canvasElement.remove();
    };
  }, [area, picture, engine]);

  const canvas = () => canvasRef.current;
  const active = () => canvasRef.current?.getActiveObject() ?? null;

  /** Adds the object `build` makes at the print area's centre, sized to `share` of it, selected. */
  const add = useCallback(
    async (build: Build, share = 0.5) => {
      await start();
      const c = canvasRef.current;
      const engine = engineRef.current;
      if (!c || !engine) return;
      const object = await build(engine);
      const scale = Math.min((area.widthMm * share) / object.width, (area.heightMm * share) / object.height);
      if (!isText(object)) object.set({ scaleX: scale, scaleY: scale });
      // A new text goes under the middle, where a logo usually is not.
      object.set({ left: area.widthMm / 2, top: area.heightMm * (isText(object) ? 0.8 : 0.5) });
      remember(object);
      c.add(object);
      c.setActiveObject(object);
      c.requestRenderAll();
      commit();
    },
    [area, commit, remember, start],
  );

  const step = useCallback(
    async (by: number) => {
      const state = history.current;
      const to = state.at + by;
      const snapshot = state.steps[to];
      if (snapshot === undefined) return;
      state.restoring = true;
      state.at = to;
      try {
        await load(JSON.parse(snapshot) as TDesignContent);
      } finally {
        state.restoring = false;
      }
      bump();
    },
    [bump, load],
  );

  const remove = useCallback(() => {
    const c = canvasRef.current;
    const objects = c?.getActiveObjects() ?? [];
    const editing = objects.some((o) => isText(o) && o.isEditing);
    if (!c || objects.length === 0 || editing) return;
    c.discardActiveObject();
    c.remove(...objects);
    c.requestRenderAll();
    commit();
  }, [commit]);

  const change = useCallback(
    (apply: (object: FabricObject) => void) => {
      const object = canvasRef.current?.getActiveObject();
      if (!object) return;
      apply(object);
      object.setCoords();
      canvasRef.current?.requestRenderAll();
      commit();
    },
    [commit],
  );

  const align = useCallback(
    (to: Align) =>
      change((object) => {
        const corners = object.getCoords();
        const xs = corners.map((p) => p.x);
        const ys = corners.map((p) => p.y);
        const centre = object.getCenterPoint();
        const halfW = (Math.max(...xs) - Math.min(...xs)) / 2;
        const halfH = (Math.max(...ys) - Math.min(...ys)) / 2;
        const x = { left: halfW, center: area.widthMm / 2, right: area.widthMm - halfW }[to as 'left'] ?? centre.x;
        const y = { top: halfH, middle: area.heightMm / 2, bottom: area.heightMm - halfH }[to as 'top'] ?? centre.y;
        object.setPositionByOrigin(centre.setXY(x, y), 'center', 'center');
      }),
    [area, change],
  );

  const restack = useCallback(
    (object: FabricObject, by: 1 | -1) => {
      const c = canvasRef.current;
      if (!c) return;
      if (by === 1) c.bringObjectForward(object);
      else c.sendObjectBackwards(object);
      c.requestRenderAll();
      commit();
    },
    [commit],
  );

  const lock = useCallback(
    (object: FabricObject) => {
      setLocked(object, !object.lockMovementX);
      canvasRef.current?.requestRenderAll();
      commit();
    },
    [commit],
  );

  const select = useCallback((object: FabricObject) => {
    canvasRef.current?.setActiveObject(object);
    canvasRef.current?.requestRenderAll();
  }, []);

  const zoomBy = useCallback(
    (by: 1 | -1 | 0) => {
      const at = ZOOM_STEPS.indexOf(zoom);
      const next = by === 0 ? 1 : (ZOOM_STEPS[Math.max(0, Math.min(ZOOM_STEPS.length - 1, at + by))] ?? 1);
      setZoom(next);
      fit(next);
    },
    [fit, zoom],
  );

  /** Moves the selection by arrow keys: 0.5 mm, 5 mm with Shift. */
  const nudge = useCallback(
    (dx: number, dy: number) =>
      change((object) => {
        if (object.lockMovementX) return;
        object.set({ left: object.left + dx, top: object.top + dy });
      }),
    [change],
  );

  // Desktop shortcuts: Delete, Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z), arrows; not while typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) {
        if (!target.closest('.designer__stage')) return;
      }
      const editing = canvasRef.current?.getActiveObject() ?? null;
      if (isText(editing) && editing.isEditing) return;
      const key = event.key.toLowerCase();
      const mod = event.ctrlKey || event.metaKey;
      const stepMm = event.shiftKey ? 5 : 0.5;
      const arrows: Record<string, [number, number]> = {
        arrowleft: [-stepMm, 0],
        arrowright: [stepMm, 0],
        arrowup: [0, -stepMm],
        arrowdown: [0, stepMm],
      };
      if (mod && key === 'z' && !event.shiftKey) void step(-1);
      else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) void step(1);
      else if (!mod && (key === 'delete' || key === 'backspace') && canvasRef.current?.getActiveObject()) remove();
      else if (!mod && arrows[key] && canvasRef.current?.getActiveObject()) nudge(...arrows[key]);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [nudge, remove, step]);

  /** The design alone as a PNG (design-objects.ts). */
  const preview = useCallback(
    async (content: TDesignContent) => {
      await start();
      const engine = engineRef.current;
      if (!engine) throw new Error('preview');
      return engine.renderPreview(content, area);
    },
    [area, start],
  );

  const state = history.current;
  return {
    host,
    version,
    live,
    stage,
    start: () => void start(),
    preview,
    zoom,
    canvas,
    active,
    add,
    remove,
    change,
    align,
    restack,
    lock,
    select,
    zoomBy,
    undo: () => void step(-1),
    redo: () => void step(1),
    canUndo: state.at > 0,
    canRedo: state.at < state.steps.length - 1,
    content: () => toContent(canvasRef.current?.getObjects() ?? []),
    colours: colours.current,
  };
}

/** The smallest correction within `tolerance` (0 when none). */
function nearest(deltas: number[], tolerance: number): number {
  const close = deltas.filter((d) => Math.abs(d) <= tolerance).sort((a, b) => Math.abs(a) - Math.abs(b));
  return close[0] ?? 0;
}

/**
 * Two fingers on the canvas: pinch scales and twists the selected object (the canvas handles one
 * finger: move, and the handles). Answers the clean-up.
 */
function twoFingerGestures(canvas: Canvas, done: () => void): () => void {
  const element = canvas.upperCanvasEl;
  let start: { distance: number; angle: number; scaleX: number; scaleY: number; rotation: number } | null = null;
  const measure = (touches: TouchList) => {
    const [a, b] = [touches[0]!, touches[1]!];
    return {
      distance: Math.hypot(b.clientX - a.clientX, b.clientY - a.clientY),
      angle: (Math.atan2(b.clientY - a.clientY, b.clientX - a.clientX) * 180) / Math.PI,
    };
  };
  const onStart = (event: TouchEvent) => {
    const object = canvas.getActiveObject();
    if (event.touches.length !== 2 || !object || object.lockScalingX) return;
    const m = measure(event.touches);
    start = { ...m, scaleX: object.scaleX, scaleY: object.scaleY, rotation: object.angle };
  };
  const onMove = (event: TouchEvent) => {
    const object = canvas.getActiveObject();
    if (!start || !object || event.touches.length !== 2) return;
    event.preventDefault();
    const m = measure(event.touches);
    const ratio = m.distance / start.distance;
    object.set({ scaleX: start.scaleX * ratio, scaleY: start.scaleY * ratio });
    object.rotate(start.rotation + m.angle - start.angle);
    object.setCoords();
    canvas.requestRenderAll();
  };
  const onEnd = (event: TouchEvent) => {
    if (start && event.touches.length < 2) {
      start = null;
      done();
    }
  };
  element.addEventListener('touchstart', onStart, { passive: true });
  element.addEventListener('touchmove', onMove, { passive: false });
  element.addEventListener('touchend', onEnd);
  return () => {
    element.removeEventListener('touchstart', onStart);
    element.removeEventListener('touchmove', onMove);
    element.removeEventListener('touchend', onEnd);
  };
}
