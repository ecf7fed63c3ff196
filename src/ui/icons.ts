/**
 * Every icon the console shows, under the name the code uses. Screens import icons from here, never from
 * lucide-react itself, so the /icons page, which lists this module, shows them all; named imports keep each
 * chunk to the icons it uses.
 */
export type { LucideIcon as Icon } from 'lucide-react';
export {
  // Side menu and palette
  Activity as TraceIcon,
  ArrowDownUp as TransfersIcon,
  Award as LicenseIcon,
  BadgeCheck as RegisterIcon,
  // Statuses
  Ban as DisabledIcon,
  Bell as NotificationsIcon,
  BookOpen as DocumentationIcon,
  Boxes as TenantsIcon,
  // Copy buttons
  Check as CopiedIcon,
  // Menu and palette controls
  ChevronDown as ExpandedIcon,
  ChevronRight as CollapsedIcon,
  Circle as PageIcon,
  CircleCheck as EnabledIcon,
  CirclePause as PausedIcon,
  CircleX as FailedIcon,
  Copy as CopyIcon,
  Database as BucketIcon,
  // Primary actions
  Download as DownloadIcon,
  ExternalLink as ExternalLinkIcon,
  Eye as WatchIcon,
  // Object types in the object browser
  File as FileIcon,
  FileArchive as ArchiveFileIcon,
  FileBraces as JsonFileIcon,
  FileClock as AuditIcon,
  FileCode as CodeFileIcon,
  FileImage as ImageFileIcon,
  FileMusic as AudioFileIcon,
  FileSpreadsheet as SpreadsheetFileIcon,
  FileText as TextFileIcon,
  FileVideoCamera as VideoFileIcon,
  Folder as FolderIcon,
  FolderPlus as CreateFolderIcon,
  FolderTree as DirectoryIcon,
  Gauge as MetricsIcon,
  HardDrive as DrivesIcon,
  HeartPulse as HealthIcon,
  KeyRound as AccessKeyIcon,
  Layers as TiersIcon,
  ListChecks as CleanDoneIcon,
  LockKeyhole as KmsIcon,
  LogOut as LogoutIcon,
  Menu as OpenMenuIcon,
  // Theme
  Monitor as SystemThemeIcon,
  Moon as DarkThemeIcon,
  Network as SiteReplicationIcon,
  PanelLeftClose as CollapseMenuIcon,
  PanelLeftOpen as ExpandMenuIcon,
  Plus as CreateIcon,
  RefreshCw as RefreshIcon,
  RotateCcw as RetryIcon,
  ScanSearch as InspectIcon,
  ScrollText as LogsIcon,
  Search as SearchIcon,
  Server as StorageIcon,
  ShieldCheck as PolicyIcon,
  SlidersHorizontal as ConfigurationIcon,
  Sun as LightThemeIcon,
  Trash as DeleteIcon,
  Upload as UploadIcon,
  User as UserIcon,
  Users as GroupIcon,
  X as CloseIcon,
  Zap as PerformanceIcon,
} from 'lucide-react';
