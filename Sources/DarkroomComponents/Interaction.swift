import DarkroomCatalog

/// Whether a control is drawn at rest or while a finger is down (the seeds' press feedback:
/// a scale for checkboxes and icon buttons, a blended background for chips).
public enum Interaction: String, AxisValueProtocol { case rest, pressed }
