"""Countries: calling codes, number plans, written number formats, cities and streets.

Number ranges follow the public national numbering plans closely enough that libphonenumber
calls nearly all generated numbers valid; the generator adds invalid ones on purpose elsewhere.
A number type is (prefix, digits after the prefix, group sizes over the national number[, the
digits the part after the prefix may start with, when not 2-9]).
"""


class City:
    __slots__ = ("weight", "name", "region", "postal", "area")

    def __init__(self, weight, name, region, postal, area):
        self.weight = weight      # relative frequency among the country's cities
        self.name = name          # as written in an address
        self.region = region      # state / prefecture / province, may be empty
        self.postal = postal      # pattern: '#' is a digit, other characters are kept
        self.area = area          # fixed-line number type: (prefix, rest, groups)


class Country:
    __slots__ = ("code", "cc", "trunk", "names", "mobile", "cities", "streets", "street_style",
                 "national_styles", "intl_styles")

    def __init__(self, code, cc, trunk, names, mobile, cities, streets, street_style,
                 national_styles, intl_styles=("space", "space", "compact", "dash")):
        self.code = code                  # ISO 3166 alpha-2
        self.cc = cc                      # country calling code
        self.trunk = trunk                # national (trunk) prefix written before the number
        self.names = names                # how people write the country in an address
        self.mobile = mobile              # list of mobile number types
        self.cities = cities
        self.streets = streets
        self.street_style = street_style  # 'num_first', 'num_last', 'cjk', 'ru', 'br', 'vn'
        self.national_styles = national_styles
        self.intl_styles = intl_styles


def _m(prefixes, rest, groups, first="23456789"):
    return [(p, rest, groups, first) for p in prefixes.split()]


NANP_STYLES = ("nanp_paren", "nanp_paren", "nanp_dash", "nanp_dash", "nanp_dot", "nanp_1dash",
               "nanp_1paren", "compact", "nanp_paren_tight")
NANP_INTL = ("nanp_paren", "nanp_dash", "space", "compact", "compact")
US_MOBILE_AREAS = "206 212 213 224 253 267 301 310 312 323 347 408 415 425 469 510 512 617 628 646 650 657 669 702 707 713 718 747 773 786 818 832 917 925 929 949"

COUNTRIES = {}


def _add(c):
    COUNTRIES[c.code] = c


_add(Country(
    "US", "1", "", ["United States", "United States", "USA", "US", "United States of America", ""],
    _m(US_MOBILE_AREAS, 7, (3, 3, 4)),
    [City(550, "San Francisco", "CA", "941##", ("415", 7, (3, 3, 4))),
     City(60, "San Francisco", "CA", "941##", ("628", 7, (3, 3, 4))),
     City(70, "Oakland", "CA", "946##", ("510", 7, (3, 3, 4))),
     City(50, "Berkeley", "CA", "947##", ("510", 7, (3, 3, 4))),
     City(55, "San Jose", "CA", "951##", ("408", 7, (3, 3, 4))),
     City(40, "Palo Alto", "CA", "943##", ("650", 7, (3, 3, 4))),
     City(20, "Daly City", "CA", "940##", ("650", 7, (3, 3, 4))),
     City(60, "New York", "NY", "100##", ("212", 7, (3, 3, 4))),
     City(20, "Brooklyn", "NY", "112##", ("718", 7, (3, 3, 4))),
     City(50, "Los Angeles", "CA", "900##", ("213", 7, (3, 3, 4))),
     City(40, "Seattle", "WA", "981##", ("206", 7, (3, 3, 4))),
     City(30, "Chicago", "IL", "606##", ("312", 7, (3, 3, 4))),
     City(20, "Boston", "MA", "021##", ("617", 7, (3, 3, 4))),
     City(20, "Austin", "TX", "787##", ("512", 7, (3, 3, 4))),
     City(15, "Houston", "TX", "770##", ("713", 7, (3, 3, 4))),
     City(15, "Miami", "FL", "331##", ("305", 7, (3, 3, 4))),
     City(10, "Portland", "OR", "972##", ("503", 7, (3, 3, 4))),
     City(10, "Denver", "CO", "802##", ("303", 7, (3, 3, 4)))],
    ["Valencia St", "Mission St", "Market St", "Castro St", "Divisadero St", "Geary Blvd",
     "Irving St", "Folsom St", "24th St", "Guerrero St", "Haight St", "Clement St", "Broadway",
     "Main St", "Oak Ave", "Maple Dr", "Park Ave", "Elm St", "Cedar Ln", "Lakeshore Dr",
     "Sunset Blvd", "Pine St", "Washington Ave", "Hillside Rd"],
    "num_first", NANP_STYLES, NANP_INTL))

_add(Country(
    "CA", "1", "", ["Canada", "Canada", "CA"],
    _m("416 647 604 778 514 438 613 403", 7, (3, 3, 4)),
    [City(40, "Toronto", "ON", "M5V #A#", ("416", 7, (3, 3, 4))),
     City(30, "Vancouver", "BC", "V6B #K#", ("604", 7, (3, 3, 4))),
     City(30, "Montréal", "QC", "H2X #Y#", ("514", 7, (3, 3, 4)))],
    ["Queen St W", "King St E", "Robson St", "Rue Sainte-Catherine", "Boulevard Saint-Laurent"],
    "num_first", NANP_STYLES, NANP_INTL))

_add(Country(
    "GB", "44", "0", ["United Kingdom", "UK", "England", "Great Britain"],
    _m("74 75 77 78 79", 8, (4, 6)),
    [City(50, "London", "", "NW1 #XE", ("20", 8, (2, 4, 4), "378")),
     City(20, "Manchester", "", "M1 #AE", ("161", 7, (3, 3, 4))),
     City(15, "Birmingham", "", "B1 #AA", ("121", 7, (3, 3, 4), "234567")),
     City(15, "Edinburgh", "Scotland", "EH1 #QS", ("131", 7, (3, 3, 4), "2345678"))],
    ["Baker Street", "High Street", "Church Road", "Station Road", "Victoria Road",
     "Oxford Road", "Princes Street", "Deansgate"],
    "num_first", ("space", "space", "space", "compact", "paren"),
    ("space", "space", "paren0", "compact", "00")))

_add(Country(
    "DE", "49", "0", ["Deutschland", "Germany", "DE", "Deutschland"],
    _m("151 152 157 159", 8, (3, 8)) + _m("160 162 170 171 172 173 174 175 176 177 178 179", 8, (3, 8)),
    [City(45, "Berlin", "", "10###", ("30", 8, (2, 8))),
     City(25, "München", "Bayern", "80###", ("89", 8, (2, 8))),
     City(20, "Hamburg", "", "20###", ("40", 8, (2, 8))),
     City(15, "Köln", "NRW", "50###", ("221", 7, (3, 7))),
     City(10, "Düsseldorf", "NRW", "40###", ("211", 7, (3, 7)))],
    ["Hauptstraße", "Schloßallee", "Bahnhofstraße", "Kurfürstendamm", "Goethestraße",
     "Lindenstraße", "Münchner Straße", "Am Großen Wannsee", "Königsallee", "Schillerplatz"],
    "num_last", ("space", "space", "slash", "paren", "dash", "compact"),
    ("space", "space", "paren0", "compact", "00", "dash")))

_add(Country(
    "AT", "43", "0", ["Österreich", "Austria"],
    _m("664 660 676 699 650", 7, (3, 7)),
    [City(70, "Wien", "", "1###", ("1", 7, (1, 7))),
     City(30, "Graz", "Steiermark", "80##", ("316", 6, (3, 6)))],
    ["Mariahilfer Straße", "Kärntner Straße", "Herrengasse", "Währinger Straße"],
    "num_last", ("space", "slash", "compact")))

_add(Country(
    "CH", "41", "0", ["Schweiz", "Suisse", "Switzerland", "CH"],
    _m("76 77 78 79", 7, (2, 3, 2, 2)),
    [City(50, "Zürich", "ZH", "80##", ("44", 7, (2, 3, 2, 2))),
     City(30, "Genève", "GE", "12##", ("22", 7, (2, 3, 2, 2))),
     City(20, "Basel", "BS", "40##", ("61", 7, (2, 3, 2, 2)))],
    ["Bahnhofstrasse", "Rue du Rhône", "Limmatquai", "Freie Strasse"],
    "num_last", ("space", "space", "compact")))

_add(Country(
    "FR", "33", "0", ["France", "France", "FR"],
    _m("6", 8, (1, 2, 2, 2, 2), "2345678") + _m("75 76 77 78", 7, (1, 2, 2, 2, 2)),
    [City(55, "Paris", "", "750##", ("1", 8, (1, 2, 2, 2, 2))),
     City(20, "Lyon", "", "6900#", ("4", 8, (1, 2, 2, 2, 2))),
     City(15, "Marseille", "", "130##", ("4", 8, (1, 2, 2, 2, 2))),
     City(10, "Toulouse", "", "310##", ("5", 8, (1, 2, 2, 2, 2), "2345678"))],
    ["rue de la Paix", "boulevard Saint-Germain", "avenue des Champs-Élysées", "rue Mouffetard",
     "place de la Bourse", "quai de la Tournelle", "rue de Rivoli", "allée des Tilleuls"],
    "num_first", ("space", "space", "space", "dot", "compact"),
    ("space", "space", "paren0", "compact", "00")))

_add(Country(
    "ES", "34", "", ["España", "Spain", "ES"],
    _m("6", 8, (3, 2, 2, 2)),
    [City(55, "Madrid", "Madrid", "280##", ("91", 7, (2, 3, 2, 2))),
     City(45, "Barcelona", "Barcelona", "080##", ("93", 7, (2, 3, 2, 2)))],
    ["Calle de Alcalá", "Gran Vía", "Passeig de Gràcia", "Calle Mayor", "Avenida de América"],
    "num_last", ("space", "space", "compact")))

_add(Country(
    "PT", "351", "", ["Portugal"],
    _m("91 92 93 96", 7, (3, 3, 3)),
    [City(60, "Lisboa", "", "1###-###", ("21", 7, (3, 3, 3))),
     City(40, "Porto", "", "4###-###", ("22", 7, (3, 3, 3)))],
    ["Rua Augusta", "Avenida da Liberdade", "Rua de Santa Catarina"],
    "num_last", ("space", "compact")))

_add(Country(
    "IT", "39", "", ["Italia", "Italy", "IT"],
    _m("320 327 328 329 331 333 334 335 338 339 340 345 347 348 349 366 380 389 392 393", 7, (3, 3, 4)),
    [City(50, "Roma", "RM", "001##", ("06", 8, (2, 4, 4))),
     City(50, "Milano", "MI", "201##", ("02", 8, (2, 4, 4)))],
    ["Via del Corso", "Via Roma", "Corso Buenos Aires", "Via Garibaldi", "Piazza Navona"],
    "num_last", ("space", "space", "compact", "slash")))

_add(Country(
    "PL", "48", "", ["Polska", "Poland"],
    _m("50 51 53 57 60 66 69 72 73 78 79 88", 7, (3, 3, 3)),
    [City(60, "Warszawa", "", "00-###", ("22", 7, (2, 3, 2, 2))),
     City(40, "Kraków", "", "31-###", ("12", 7, (2, 3, 2, 2)))],
    ["ul. Marszałkowska", "ul. Floriańska", "al. Jerozolimskie", "ul. Świętokrzyska"],
    "num_last", ("space", "space", "dash", "compact")))

_add(Country(
    "CZ", "420", "", ["Česko", "Czech Republic"],
    _m("601 602 603 604 605 606 607 608 702 720 721 722 723 724 725 730 731 732 733 734 735 736 737 770 773 774 775 776 777", 6, (3, 3, 3)),
    [City(70, "Praha", "", "110 00", ("2", 8, (3, 3, 3))),
     City(30, "Brno", "", "602 00", ("54", 7, (3, 3, 3)))],
    ["Václavské náměstí", "Národní", "Křižíkova", "Vinohradská"],
    "num_last", ("space", "compact")))

_add(Country(
    "SE", "46", "0", ["Sverige", "Sweden"],
    _m("70 72 73 76 79", 7, (2, 3, 2, 2)),
    [City(60, "Stockholm", "", "111 ##", ("8", 8, (1, 3, 3, 2))),
     City(40, "Göteborg", "", "411 ##", ("31", 7, (2, 3, 2, 2)))],
    ["Drottninggatan", "Götgatan", "Kungsgatan", "Sveavägen", "Åsögatan"],
    "num_last", ("dash_first", "space", "compact")))

_add(Country(
    "NO", "47", "", ["Norge", "Norway"],
    _m("4", 7, (3, 2, 3), "5678") + _m("9", 7, (3, 2, 3)),
    [City(100, "Oslo", "", "0###", ("2", 7, (2, 2, 2, 2), "234"))],
    ["Karl Johans gate", "Bogstadveien", "Grünerløkka"], "num_last", ("space", "compact")))

_add(Country(
    "DK", "45", "", ["Danmark", "Denmark"],
    _m("20 21 22 23 24 25 26 27 28 29 30 31 40 41 42 50 51 52 53 60 61", 6, (2, 2, 2, 2)),
    [City(100, "København", "", "1###", ("33", 6, (2, 2, 2, 2)))],
    ["Strøget", "Nørrebrogade", "Østerbrogade"], "num_last", ("space", "compact")))

_add(Country(
    "NL", "31", "0", ["Nederland", "Netherlands"],
    _m("6", 8, (1, 8), "234568"),
    [City(100, "Amsterdam", "", "10## AB", ("20", 7, (2, 3, 4)))],
    ["Prinsengracht", "Keizersgracht", "Damrak"], "num_last", ("dash_first", "space", "compact")))

_add(Country(
    "TR", "90", "0", ["Türkiye", "Turkey"],
    _m("530 532 533 535 536 537 538 539 541 542 543 544 545 546 505 506 507 551 552 553 554 555", 7, (3, 3, 2, 2)),
    [City(70, "İstanbul", "", "34###", ("212", 7, (3, 3, 2, 2))),
     City(30, "Ankara", "", "06###", ("312", 7, (3, 3, 2, 2)))],
    ["İstiklal Caddesi", "Bağdat Caddesi", "Atatürk Bulvarı", "Çırağan Caddesi"],
    "num_last", ("space", "space", "paren", "compact")))

_add(Country(
    "RU", "7", "8", ["Россия", "Russia", "РФ", "Российская Федерация"],
    _m("903 905 906 909 910 912 915 916 917 919 920 921 925 926 929 950 951 960 961 962 963 965 977 985 999", 7, (3, 3, 2, 2)),
    [City(60, "Москва", "", "1#####", ("495", 7, (3, 3, 2, 2))),
     City(15, "Москва", "", "1#####", ("499", 7, (3, 3, 2, 2))),
     City(25, "Санкт-Петербург", "", "19####", ("812", 7, (3, 3, 2, 2)))],
    ["ул. Тверская", "Невский пр.", "ул. Арбат", "Ленинский пр-т", "ул. Садовая", "наб. Мойки"],
    "ru", ("ru_paren", "ru_paren", "ru_dash", "space", "compact8"),
    ("ru_paren", "space", "space", "compact", "dash")))

_add(Country(
    "UA", "380", "0", ["Україна", "Ukraine"],
    _m("50 63 66 67 68 73 93 95 96 97 98 99", 7, (2, 3, 2, 2)),
    [City(70, "Київ", "", "01###", ("44", 7, (2, 3, 2, 2))),
     City(30, "Львів", "", "79###", ("32", 7, (2, 3, 2, 2)))],
    ["вул. Хрещатик", "вул. Шевченка", "просп. Свободи"], "ru", ("paren", "space", "compact")))

_add(Country(
    "GR", "30", "", ["Ελλάδα", "Greece", "GR"],
    _m("690 693 694 695 697 698 699", 7, (3, 3, 4)),
    [City(70, "Αθήνα", "Αττική", "10# ##", ("21", 8, (3, 3, 4))),
     City(30, "Θεσσαλονίκη", "", "54# ##", ("231", 7, (3, 3, 4)))],
    ["Οδός Ερμού", "Λεωφόρος Βασιλίσσης Σοφίας", "Οδός Αιόλου", "Οδός Τσιμισκή"],
    "num_last", ("space", "space", "compact")))

_add(Country(
    "IL", "972", "0", ["ישראל", "Israel"],
    _m("50 52 53 54", 7, (2, 3, 4)),
    [City(60, "תל אביב-יפו", "", "6######", ("3", 7, (1, 3, 4))),
     City(40, "ירושלים", "", "9######", ("2", 7, (1, 3, 4)))],
    ["רחוב דיזנגוף", "שדרות רוטשילד", "רחוב יפו", "רחוב הרצל"],
    "num_last", ("dash_first", "dash_first", "space", "compact")))

_add(Country(
    "AE", "971", "0", ["الإمارات العربية المتحدة", "United Arab Emirates", "UAE"],
    _m("50 52 54 55 56 58", 7, (2, 3, 4)),
    [City(70, "دبي", "", "", ("4", 7, (1, 3, 4), "2345678")),
     City(30, "أبو ظبي", "", "", ("2", 7, (1, 3, 4), "2345678"))],
    ["شارع الشيخ زايد", "شارع الوصل", "شارع الجميرا"], "num_last", ("space", "compact")))

_add(Country(
    "SA", "966", "0", ["المملكة العربية السعودية", "Saudi Arabia"],
    _m("50 53 54 55 56 59", 7, (2, 3, 4)),
    [City(100, "الرياض", "", "1####", ("11", 7, (2, 3, 4)))],
    ["طريق الملك فهد", "شارع العليا"], "num_last", ("space", "compact")))

_add(Country(
    "EG", "20", "0", ["مصر", "Egypt"],
    _m("10 11 12 15", 8, (2, 4, 4)),
    [City(100, "القاهرة", "", "11###", ("2", 8, (1, 4, 4)))],
    ["شارع التحرير", "شارع قصر النيل"], "num_last", ("space", "compact")))

_add(Country(
    "LB", "961", "0", ["لبنان", "Lebanon"],
    _m("3", 6, (1, 3, 3)) + _m("70 71 81", 6, (2, 3, 3)),
    [City(100, "بيروت", "", "", ("1", 6, (1, 3, 3)))],
    ["شارع الحمرا", "شارع بلس"], "num_last", ("space", "compact")))

_add(Country(
    "IN", "91", "0", ["India", "India", "भारत", "IN"],
    _m("98 99 97 96 94 93 91 90 88 87 86 85 80 79 78 77 76 75 74 73 72 70 63 62", 8, (5, 5)),
    [City(35, "Bengaluru", "KA", "560###", ("80", 8, (2, 4, 4), "234567")),
     City(35, "Mumbai", "MH", "400###", ("22", 8, (2, 4, 4), "234567")),
     City(30, "New Delhi", "DL", "110###", ("11", 8, (2, 4, 4), "234567"))],
    ["MG Road", "Linking Road", "Connaught Place", "Brigade Road", "Park Street"],
    "num_first", ("space", "space", "dash", "compact"),
    ("space", "space", "compact", "dash", "00")))

_add(Country(
    "CN", "86", "0", ["中国", "中华人民共和国", "China", "CN"],
    _m("130 131 132 133 135 136 137 138 139 150 151 152 155 156 157 158 159 176 177 178 180 181 182 183 185 186 187 188 189 198 199", 8, (3, 4, 4)),
    [City(50, "北京市", "", "100###", ("10", 8, (2, 4, 4))),
     City(40, "上海市", "", "200###", ("21", 8, (2, 4, 4))),
     City(10, "深圳市", "广东省", "518###", ("755", 8, (3, 4, 4)))],
    ["朝阳区建国路", "海淀区中关村大街", "浦东新区世纪大道", "南山区科技园路", "东城区王府井大街"],
    "cjk", ("space", "dash_first", "compact", "compact")))

_add(Country(
    "TW", "886", "0", ["台灣", "Taiwan"],
    _m("9", 8, (3, 3, 3)),
    [City(100, "台北市", "", "1##", ("2", 8, (1, 4, 4), "2345678"))],
    ["信義區松高路", "大安區忠孝東路"], "cjk", ("dash_first", "space", "compact")))

_add(Country(
    "JP", "81", "0", ["日本", "Japan", "JP"],
    _m("90 80 70", 8, (2, 4, 4)),
    [City(55, "千代田区", "東京都", "100-####", ("3", 8, (1, 4, 4))),
     City(15, "渋谷区", "東京都", "150-####", ("3", 8, (1, 4, 4))),
     City(20, "大阪市", "大阪府", "530-####", ("6", 8, (1, 4, 4))),
     City(10, "京都市", "京都府", "600-####", ("75", 7, (2, 3, 4)))],
    ["丸の内", "神南", "梅田", "四条通", "銀座", "六本木"],
    "cjk", ("dash", "dash", "dash", "paren_dash", "compact", "fullwidth")))

_add(Country(
    "KR", "82", "0", ["대한민국", "South Korea", "Korea", "KR"],
    _m("10", 8, (2, 4, 4)),
    [City(80, "서울특별시", "", "0####", ("2", 8, (1, 4, 4))),
     City(20, "부산광역시", "", "4####", ("51", 7, (2, 3, 4)))],
    ["강남구 테헤란로", "종로구 세종대로", "마포구 월드컵로", "해운대구 해운대로"],
    "cjk", ("dash", "dash", "space", "compact")))

_add(Country(
    "VN", "84", "0", ["Việt Nam", "Vietnam"],
    _m("90 91 93 94 96 97 98 32 33 34 35 36 37 38 39 70 76 77 78 79 81 82 83 84 85 86 88", 7, (2, 3, 2, 2)),
    [City(60, "TP. Hồ Chí Minh", "", "700000", ("28", 8, (2, 4, 4))),
     City(40, "Hà Nội", "", "100000", ("24", 8, (2, 4, 4), "2345678"))],
    ["Lê Lợi", "Nguyễn Huệ", "Đồng Khởi", "Hàng Bài", "Tràng Tiền"],
    "num_first", ("space", "space", "dot", "compact")))

_add(Country(
    "BR", "55", "", ["Brasil", "Brazil", "BR"],
    _m("119 219 319 419 519 619 719 819 859", 8, (2, 5, 4)),
    [City(60, "São Paulo", "SP", "01###-###", ("11", 8, (2, 4, 4), "2345")),
     City(40, "Rio de Janeiro", "RJ", "22###-###", ("21", 8, (2, 4, 4), "2345"))],
    ["Av. Paulista", "Rua Augusta", "Av. Atlântica", "Rua Oscar Freire", "Rua da Consolação"],
    "br", ("br_paren", "br_paren", "br_space", "compact")))

_add(Country(
    "MX", "52", "", ["México", "Mexico", "MX"],
    _m("55 33 81", 8, (2, 4, 4)),
    [City(60, "Ciudad de México", "CDMX", "06###", ("55", 8, (2, 4, 4))),
     City(40, "Guadalajara", "Jal.", "44###", ("33", 8, (2, 4, 4)))],
    ["Av. Paseo de la Reforma", "Calle Madero", "Av. Insurgentes Sur", "Calle Ámsterdam"],
    "num_last", ("space", "space", "compact")))

_add(Country(
    "AU", "61", "0", ["Australia", "AU"],
    _m("4", 8, (3, 3, 3), "23568"),
    [City(55, "Sydney", "NSW", "2###", ("2", 8, (1, 4, 4), "236789")),
     City(45, "Melbourne", "VIC", "3###", ("3", 8, (1, 4, 4), "235789"))],
    ["George St", "Collins St", "Pitt St", "Flinders Lane"],
    "num_first", ("space", "paren", "compact")))
