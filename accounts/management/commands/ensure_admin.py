"""Create the local admin account if it is missing and print how to log in."""
import os
import secrets

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Create the admin account (ADMIN_USERNAME, default 'admin') if missing and print its login."

    def handle(self, *args, **options):
        username = os.environ.get("ADMIN_USERNAME", "admin")
        users = get_user_model()
        user = users.objects.filter(username=username).first()
        if user is None:
            password = os.environ.get("ADMIN_PASSWORD") or secrets.token_urlsafe(12)
            users.objects.create_superuser(username=username, email="", password=password)
            self.stdout.write(f"Admin login: {username} / {password}")
        else:
            self.stdout.write(f"Admin login: {username} (exists; password unchanged - "
                              f"`python manage.py changepassword {username}` to reset it)")
