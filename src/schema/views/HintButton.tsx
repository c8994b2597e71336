import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import {
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

const InHintLayer = createContext(false);

/** MUI's own wait before a tooltip opens under the pointer. */
const HOVER_DELAY_MS = 100;

const hintOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-hint]') : null;

interface Shown {
    anchor: HTMLElement;
    text: string;
    open: boolean;
}

/**
 * One tooltip for every hinted button inside it (a list's rows): it follows the pointer and the keyboard's
 * focus to the `[data-hint]` element under them, as each button's own MUI tooltip would, without mounting a
 * tooltip per button (two a row cost more than the row's cells). The tooltip itself mounts on the first hint.
 */
export const HintLayer = ({
    children,
    placement,
}: {
    children: ReactNode;
    /** Where the tooltip sits (MUI's default: below). */
    placement?: TooltipProps['placement'];
}) => {
    const [shown, setShown] = useState<Shown | null>(null);
    const timer = useRef<number | undefined>(undefined);
    const show = useCallback((anchor: HTMLElement, delay: number) => {
        window.clearTimeout(timer.current);
        const text = anchor.dataset.hint ?? '';
        timer.current = window.setTimeout(() => setShown({ anchor, text, open: text !== '' }), delay);
    }, []);
    const hide = useCallback(() => {
        window.clearTimeout(timer.current);
        setShown(current => (current?.open ? { ...current, open: false } : current));
    }, []);
    useEffect(() => () => window.clearTimeout(timer.current), []);

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
            <div
                style={{ display: 'contents' }}
                onPointerOver={onPointerOver}
                onPointerOut={onPointerOut}
                onFocus={onFocus}
                onBlur={onBlur}
            >
                {children}
            </div>
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
    const button = (
        <IconButton aria-label={label} size={size} data-hint={inLayer && !held ? hint : undefined} {...props} />
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
