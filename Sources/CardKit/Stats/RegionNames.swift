/// Postal abbreviations of the states and provinces of the countries whose address books mix
/// abbreviations and full names (`CA` / `California`, `ON` / `Ontario`, `NSW` / `New South
/// Wales`), so both count as one region. The names are the official English ones.
enum RegionNames {
  private static let table: [String: [(code: String, name: String)]] = [
    "US": [
      ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"), ("CA", "California"),
      ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"), ("DC", "District of Columbia"),
      ("FL", "Florida"), ("GA", "Georgia"), ("HI", "Hawaii"), ("ID", "Idaho"), ("IL", "Illinois"),
      ("IN", "Indiana"), ("IA", "Iowa"), ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"),
      ("ME", "Maine"), ("MD", "Maryland"), ("MA", "Massachusetts"), ("MI", "Michigan"), ("MN", "Minnesota"),
      ("MS", "Mississippi"), ("MO", "Missouri"), ("MT", "Montana"), ("NE", "Nebraska"), ("NV", "Nevada"),
      ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"), ("NY", "New York"),
      ("NC", "North Carolina"), ("ND", "North Dakota"), ("OH", "Ohio"), ("OK", "Oklahoma"), ("OR", "Oregon"),
      ("PA", "Pennsylvania"), ("RI", "Rhode Island"), ("SC", "South Carolina"), ("SD", "South Dakota"),
      ("TN", "Tennessee"), ("TX", "Texas"), ("UT", "Utah"), ("VT", "Vermont"), ("VA", "Virginia"),
      ("WA", "Washington"), ("WV", "West Virginia"), ("WI", "Wisconsin"), ("WY", "Wyoming"),
      ("PR", "Puerto Rico"),
    ],
    "CA": [
      ("AB", "Alberta"), ("BC", "British Columbia"), ("MB", "Manitoba"), ("NB", "New Brunswick"),
      ("NL", "Newfoundland and Labrador"), ("NS", "Nova Scotia"), ("NT", "Northwest Territories"),
      ("NU", "Nunavut"), ("ON", "Ontario"), ("PE", "Prince Edward Island"), ("QC", "Quebec"),
      ("SK", "Saskatchewan"), ("YT", "Yukon"),
    ],
    "AU": [
      ("ACT", "Australian Capital Territory"), ("NSW", "New South Wales"), ("NT", "Northern Territory"),
      ("QLD", "Queensland"), ("SA", "South Australia"), ("TAS", "Tasmania"), ("VIC", "Victoria"),
      ("WA", "Western Australia"),
    ],
  ]

  /// Lower-cased name or code → code, per country.
  private static let lookup: [String: [String: String]] = table.mapValues { rows in
    var map: [String: String] = [:]
    for row in rows {
      map[row.code.lowercased()] = row.code
      map[row.name.lowercased()] = row.code
    }
    return map
  }

  /// The abbreviation of a state or province of `country` written either way; nil when the
  /// country has no table or the text is not one of its regions. Without a country, the US
  /// table is tried, then Canada's (their codes do not collide).
  static func code(_ text: String, country: String?) -> String? {
    let folded = text.split(whereSeparator: { $0 == " " || $0 == "." }).joined(separator: " ").lowercased()
    if let country { return lookup[country]?[folded] }
    return lookup["US"]?[folded] ?? lookup["CA"]?[folded]
  }
}
