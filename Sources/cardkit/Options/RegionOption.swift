import ArgumentParser
import CardKit

/// `--region XX|auto`: the default region for numbers written without a country code.
extension PhoneNormalizationOptions.RegionChoice: ExpressibleByArgument {
  public init?(argument: String) {
    if argument.lowercased() == "auto" {
      self = .auto
    } else if let region = PhoneRegion(argument.uppercased()) {
      self = .fixed(region)
    } else {
      return nil
    }
  }

  public var defaultValueDescription: String {
    switch self {
    case .auto: "auto"
    case .fixed(let region): region.code
    }
  }
}

extension PhoneNumberFormat: ExpressibleByArgument {}
