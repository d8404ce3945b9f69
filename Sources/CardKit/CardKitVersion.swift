/// CardKit's version.
public enum CardKitVersion {
  public static let string = "1.0.0"
}
