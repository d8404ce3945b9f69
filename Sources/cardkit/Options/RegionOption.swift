import ArgumentParser
import CardKit

/// `--region XX|auto`: the default region for numbers written without a country code.
enum RegionArgument: ExpressibleByArgument, Equatable {
  case fixed(PhoneRegion)
  case auto

  init?(argument: String) {
    if argument.lowercased() == "auto" {
      self = .auto
    } else if let region = PhoneRegion(argument.uppercased()) {
      self = .fixed(region)
    } else {
      return nil
    }
  }

  var defaultValueDescription: String { "auto" }

  /// The normalizer's region choice.
  var choice: PhoneNormalizationOptions.RegionChoice {
    switch self {
    case .fixed(let r): .fixed(r)
    case .auto: .auto
    }
  }
}

extension PhoneNumberFormat: ExpressibleByArgument {}
