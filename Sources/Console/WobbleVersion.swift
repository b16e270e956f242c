/// Wobble's version, as `wobble --version` prints it. Semantic versioning: the minor number
/// grows with each landed capability, the session format has a version of its own.
public enum WobbleVersion {
  public static let current = "0.9.0"
}
