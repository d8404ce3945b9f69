import CardKit

print("cardkit")
