/// CardKit's version.
public enum CardKitVersion {
  /// The library and CLI version (semantic versioning), printed by `cardkit --version`.
  public static let string = "1.0.0"
}
