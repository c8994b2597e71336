import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import {
    type ButtonHTMLAttributes,
    createContext,
    type ElementType,
    type FocusEvent,
    type PointerEvent,
    type ReactNode,
    useCallback,
    useContext,
    useEffect,
    useRef,
    useState,
} from 'react';
import { HintLayerRoot, LIGHT_BUTTON } from './hintLayerStyles';
import { themeDefaults } from './themeParts';

const InHintLayer = createContext(false);

/** MUI's own wait before a tooltip opens under the pointer. */
const HOVER_DELAY_MS = 100;

/** The class a light button's MUI icon takes, so the layer draws it at the small icon's size and colour. */
export const LIGHT_ICON = `${LIGHT_BUTTON}-icon`;

/** A picture named by its hint, which the layer's tooltip shows under the pointer: a note, where a button would act. */
export const HintMark = ({ hint, children }: { hint: string; children: ReactNode }) => (
    <span role="img" aria-label={hint} data-hint={hint} className={`${LIGHT_BUTTON}-mark`}>
        {children}
    </span>
);

/** Light buttons side by side in a layer (a row's actions). */
export const LightGroup = ({ children }: { children: ReactNode }) => (
    <div className={`${LIGHT_BUTTON}-group`}>{children}</div>
);

const hintOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-hint]') : null;

interface Shown {
    anchor: HTMLElement;
    text: string;
    open: boolean;
}

/** The hint shown, shown after a delay (the pointer's) or at once (the focus's), and following its element's text. */
const useShownHint = () => {
    const [shown, setShown] = useState<Shown | null>(null);
    const timer = useRef<number | undefined>(undefined);
    const show = useCallback((anchor: HTMLElement, delay: number) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
            // Read when it shows: the element may have changed it meanwhile (a click that sorted).
            const text = anchor.dataset.hint ?? '';
            setShown({ anchor, text, open: text !== '' });
        }, delay);
    }, []);
    const hide = useCallback(() => {
        window.clearTimeout(timer.current);
        setShown(current => (current?.open ? { ...current, open: false } : current));
    }, []);
    useEffect(() => () => window.clearTimeout(timer.current), []);
    // A shown hint follows its element's: a sort button's says the next order once it has sorted.
    const anchor = shown?.anchor;
    useEffect(() => {
        if (!anchor) return;
        const observer = new MutationObserver(() =>
            setShown(current =>
                current?.anchor === anchor ? { ...current, text: anchor.dataset.hint ?? '' } : current,
            ),
        );
        observer.observe(anchor, { attributes: true, attributeFilter: ['data-hint'] });
        return () => observer.disconnect();
    }, [anchor]);
    return { shown, show, hide };
};

/**
 * One tooltip for every hinted button inside it (a list's rows): it follows the pointer and the keyboard's
 * focus to the `[data-hint]` element under them, as each button's own MUI tooltip would, without mounting a
 * tooltip per button (two a row cost more than the row's cells). The tooltip itself mounts on the first hint.
 */
export const HintLayer = ({
    children,
    placement,
    labelled = false,
}: {
    children: ReactNode;
    /** Where the tooltip sits (MUI's default: below). */
    placement?: TooltipProps['placement'];
    /** The buttons one under the other, each showing its name beside its picture (a menu). */
    labelled?: boolean;
}) => {
    const { shown, show, hide } = useShownHint();

    const onPointerOver = (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        const anchor = hintOf(event.target);
        if (!anchor) return hide();
        if (shown?.open && shown.anchor === anchor) return;
        show(anchor, HOVER_DELAY_MS);
    };
    const onPointerOut = (event: PointerEvent) => {
        const anchor = hintOf(event.target);
        if (anchor && !(event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) hide();
    };
    // As MUI's tooltips: the keyboard's focus shows the hint, a click's does not.
    const onFocus = (event: FocusEvent) => {
        const anchor = hintOf(event.target);
        if (anchor && event.target instanceof Element && event.target.matches(':focus-visible')) show(anchor, 0);
    };
    const onBlur = (event: FocusEvent) => {
        if (hintOf(event.target)) hide();
    };

    return (
        <InHintLayer.Provider value>
            <HintLayerRoot
                className={labelled ? `${LIGHT_BUTTON}-labelled` : undefined}
                onPointerOver={onPointerOver}
                onPointerOut={onPointerOut}
                onFocus={onFocus}
                onBlur={onBlur}
            >
                {children}
            </HintLayerRoot>
            {shown && (
                <Tooltip
                    open={shown.open && shown.anchor.isConnected}
                    title={shown.text}
                    onClose={hide}
                    // Never under the pointer's way: it names what is under the pointer or the focus, nothing more.
                    placement={placement}
                    disableInteractive
                    disableHoverListener
                    disableFocusListener
                    disableTouchListener
                    slotProps={{ popper: { anchorEl: shown.anchor } }}
                >
                    <span hidden />
                </Tooltip>
            )}
        </InHintLayer.Provider>
    );
};

type HintButtonProps = Omit<IconButtonProps, 'aria-label'> & {
    /** A link instead of a button (`a` with `href`, or the router's `Link` with `to`). */
    component?: ElementType;
    to?: string;
    href?: string;
    target?: string;
    rel?: string;
    download?: boolean;
    /** What the tooltip says. */
    hint: string;
    /** The button's accessible name, when it is not the hint (a disabled button's hint says why). */
    label?: string;
    /**
     * In a span, which takes the pointer for a disabled button: for buttons that may be disabled, so the
     * row's layout stays the same either way.
     */
    held?: boolean;
};

/**
 * A small icon button with its tooltip: inside a `HintLayer` the layer's one tooltip shows the hint, elsewhere
 * the button has its own.
 */
export const HintButton = ({ hint, label = hint, held = false, size = 'small', ...props }: HintButtonProps) => {
    const inLayer = useContext(InHintLayer);
    const dataHint = inLayer && !held ? hint : undefined;
    // In a layer, a plain button drawn by the layer; links (a `component`) and styled ones stay MUI's.
    const lean = inLayer && props.component === undefined && props.sx === undefined;
    const button = lean ? (
        <LightButton aria-label={label} size={size} data-hint={dataHint} {...props} />
    ) : (
        <IconButton aria-label={label} size={size} data-hint={dataHint} {...props} />
    );
    // A span holding the button is named by the hint, as MUI's tooltip names the child it wraps.
    const target = held ? (
        <span aria-label={hint} data-hint={inLayer ? hint : undefined}>
            {button}
        </span>
    ) : (
        button
    );
    return inLayer ? target : <Tooltip title={hint}>{target}</Tooltip>;
};

type LightButtonProps = Omit<
    HintButtonProps,
    'hint' | 'label' | 'held' | 'component' | 'to' | 'href' | 'target' | 'rel' | 'download'
> & {
    'aria-label': string;
    'data-hint'?: string;
};

/**
 * A layer's icon button: a `<button>` with the layer's classes for its size and colour; a colour its caller leaves
 * unset comes from the theme's IconButton defaults, as MUI's would.
 */
const LightButton = ({ size, color: asked, className, children, ...rest }: LightButtonProps) => {
    const theme = useTheme();
    const color = asked ?? themeDefaults<IconButtonProps>(theme, 'MuiIconButton').color;
    const classes = [
        LIGHT_BUTTON,
        size === 'medium' ? `${LIGHT_BUTTON}-medium` : '',
        color === 'inherit' || color === 'error' ? `${LIGHT_BUTTON}-${color}` : '',
        className,
    ];
    return (
        <button
            type="button"
            className={classes.filter(Boolean).join(' ')}
            {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)}
        >
            {children}
        </button>
    );
};
