/**
 * Menu icons: each section and resource names its icon in its own declaration (resources/sections.ts,
 * the resource's file); this is the set of icons those names may use (default imports keep the bundle small).
 */
import AccountCircle from '@mui/icons-material/AccountCircle';
import AddBox from '@mui/icons-material/AddBox';
import Album from '@mui/icons-material/Album';
import Cast from '@mui/icons-material/Cast';
import Dashboard from '@mui/icons-material/Dashboard';
import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import Web from '@mui/icons-material/Web';
import FactCheck from '@mui/icons-material/FactCheck';
import Folder from '@mui/icons-material/Folder';
import Gavel from '@mui/icons-material/Gavel';
import GraphicEq from '@mui/icons-material/GraphicEq';
import Headphones from '@mui/icons-material/Headphones';
import Help from '@mui/icons-material/Help';
import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import Label from '@mui/icons-material/Label';
import LibraryMusic from '@mui/icons-material/LibraryMusic';
import Link from '@mui/icons-material/Link';
import LiveTv from '@mui/icons-material/LiveTv';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import Lyrics from '@mui/icons-material/Lyrics';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PlaylistPlay from '@mui/icons-material/PlaylistPlay';
import QueueMusic from '@mui/icons-material/QueueMusic';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Search from '@mui/icons-material/Search';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import ShowChart from '@mui/icons-material/ShowChart';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import Tune from '@mui/icons-material/Tune';
import Whatshot from '@mui/icons-material/Whatshot';
import Group from '@mui/icons-material/Group';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Savings from '@mui/icons-material/Savings';
import Schedule from '@mui/icons-material/Schedule';
import Autorenew from '@mui/icons-material/Autorenew';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import type { ComponentType } from 'react';
import { SECTIONS } from '../../resources/sections';
import { resources } from '../resourceManifest';

/** The icons by their Material name, as the declarations name them. */
export const ICONS: Record<string, ComponentType> = {
    AccountCircle,
    AddBox,
    Album,
    Autorenew,
    Cast,
    ContentCopy,
    Dashboard,
    DashboardCustomize,
    FactCheck,
    Folder,
    Gavel,
    GraphicEq,
    Group,
    Headphones,
    Help,
    History,
    Inventory2,
    Label,
    LibraryBooks,
    LibraryMusic,
    Link,
    LiveTv,
    LocalOffer,
    LocalShipping,
    Lyrics,
    Person,
    PersonAdd,
    PlaylistPlay,
    QueueMusic,
    ReceiptLong,
    Replay,
    Savings,
    Schedule,
    Search,
    Send,
    ShoppingBag,
    ShoppingCart,
    ShowChart,
    SupervisorAccount,
    SupportAgent,
    Tune,
    ViewQuilt,
    Web,
    Whatshot,
};

/** Each menu entry's icon, by section path and resource name, from their declarations. */
export const MENU_ICONS: Record<string, ComponentType> = Object.fromEntries(
    [...SECTIONS.map(s => [s.path, s.icon] as const), ...resources.map(r => [r.name, r.icon] as const)].flatMap(
        ([key, icon]) => (icon && ICONS[icon] ? [[key, ICONS[icon]]] : [])
    )
);
