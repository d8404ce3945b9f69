/// Thunderbird's address book CSV export (facts: FORMATS.md "Contacts CSV layouts").
enum ThunderbirdLayout {
  static let columns: [(String, CSVColumnRole)] = {
    let home = CSVSlot([.home])
    let work = CSVSlot([.work])
    var columns: [(String, CSVColumnRole)] = [
      ("First Name", .field(.givenName)),
      ("Last Name", .field(.familyName)),
      ("Display Name", .field(.formattedName)),
      ("Nickname", .field(.nickname)),
      ("Primary Email", .email(CSVSlot())),
      ("Secondary Email", .email(CSVSlot())),
      ("Screen Name", .extra(.extended("X-SCREEN-NAME"))),
    ]
    columns += CSVLabels.thunderbirdPhoneColumns.map { ($0.0, CSVColumnRole.phone($0.1)) }
    for (prefix, slot) in [("Home", home), ("Work", work)] {
      columns += [
        ("\(prefix) Address", .address(slot, .street)),
        ("\(prefix) Address 2", .address(slot, .street2)),
        ("\(prefix) City", .address(slot, .city)),
        ("\(prefix) State", .address(slot, .region)),
        ("\(prefix) ZipCode", .address(slot, .postalCode)),
        ("\(prefix) Country", .address(slot, .country)),
      ]
    }
    columns += [
      ("Job Title", .field(.jobTitle)),
      ("Department", .field(.department)),
      ("Organization", .field(.organization)),
      ("Web Page 1", .url(work)),
      ("Web Page 2", .url(home)),
      ("Birth Year", .field(.birthYear)),
      ("Birth Month", .field(.birthMonth)),
      ("Birth Day", .field(.birthDay)),
      ("Custom 1", .extra(.extended("X-CUSTOM1"))),
      ("Custom 2", .extra(.extended("X-CUSTOM2"))),
      ("Custom 3", .extra(.extended("X-CUSTOM3"))),
      ("Custom 4", .extra(.extended("X-CUSTOM4"))),
      ("Notes", .field(.note)),
    ]
    return columns
  }()

  /// Columns that say a header is Thunderbird's.
  static let signature: Set<String> = [
    "primary email", "secondary email", "mobile number", "pager number", "fax number",
    "home zipcode", "work zipcode", "web page 1", "birth year", "custom 1",
  ]
}
