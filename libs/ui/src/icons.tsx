import type { LucideIcon, LucideProps } from 'lucide-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import AudioLines from 'lucide-react/icons/audio-lines';
import BookOpen from 'lucide-react/icons/book-open';
import ChartColumn from 'lucide-react/icons/chart-column';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import History from 'lucide-react/icons/history';
import Lightbulb from 'lucide-react/icons/lightbulb';
import LogOut from 'lucide-react/icons/log-out';
import MessageSquare from 'lucide-react/icons/message-square';
import Mic from 'lucide-react/icons/mic';
import PanelLeft from 'lucide-react/icons/panel-left';
import Pause from 'lucide-react/icons/pause';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import Shield from 'lucide-react/icons/shield';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Sparkles from 'lucide-react/icons/sparkles';
import Square from 'lucide-react/icons/square';
import TextCursorInput from 'lucide-react/icons/text-cursor-input';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';

export type IconProps = LucideProps;

// The product's one icon set: Lucide icons, imported one by one so a bundle holds only these.
// Drawn with a 1.8 stroke at 20px unless a class sizes them; Lucide marks an icon aria-hidden
// unless it is given a label (aria-label, title), so a button's text or label names it.
function icon(Glyph: LucideIcon) {
  return function Icon({ className = 'size-5', ...rest }: IconProps) {
    return <Glyph className={className} strokeWidth={1.8} {...rest} />;
  };
}

// Sidebar and screens.
export const IconMic = icon(Mic);
export const IconScript = icon(FileText);
export const IconMeeting = icon(MessageSquare);
export const IconHistory = icon(History);
export const IconBook = icon(BookOpen);
export const IconChart = icon(ChartColumn);
export const IconClipboard = icon(ClipboardList);
export const IconSettings = icon(SlidersHorizontal);
export const IconShield = icon(Shield);
export const IconSidebar = icon(PanelLeft);
export const IconLogout = icon(LogOut);
export const IconWave = icon(AudioLines);
export const IconAlert = icon(TriangleAlert);

// Actions.
export const IconRefresh = icon(RefreshCw);
export const IconPlus = icon(Plus);
export const IconChevronDown = icon(ChevronDown);
export const IconArrowLeft = icon(ArrowLeft);
export const IconTrash = icon(Trash2);
export const IconPencil = icon(Pencil);
export const IconRename = icon(TextCursorInput);
export const IconSearch = icon(Search);
export const IconCheck = icon(Check);
export const IconClose = icon(X);
export const IconEye = icon(Eye);
export const IconSparkles = icon(Sparkles);
export const IconLightbulb = icon(Lightbulb);

// Playback.
export const IconPlay = icon(Play);
export const IconPause = icon(Pause);
export const IconStop = icon(Square);
